import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SupportArticle, SupportArticlesOutput } from '../../../../shared/contract/catalogue.ts';
import { call } from '../../lib/api.ts';
import type { Strings } from '../header/strings.ts';
import { translate } from '../../lib/translate.ts';

type Status = 'loading' | 'ready' | 'error';

/** Splits an article body (plain text) into paragraphs; it is rendered as text, never as HTML. */
function paragraphs(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A stable anchor for an article, so a help link can open it: #article-{id}. */
const anchor = (id: string) => `article-${id}`;

/**
 * The help articles from `getSupportArticles`, grouped by support category, with a category
 * filter (kept in the URL as ?topic=) and expandable articles. Degrades to a clear message with
 * a retry when the call fails.
 */
export default function SupportArticles({ strings, locale = 'en' }: { strings: Strings; locale?: 'en' | 'fr' }) {
  const t = translate(strings);
  const [status, setStatus] = useState<Status>('loading');
  const [data, setData] = useState<SupportArticlesOutput>({ categories: [], articles: [] });
  const [topic, setTopic] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);

  const load = useCallback(async () => {
    setStatus('loading');
    // French readers get each article's French where the admin wrote one (docs/adr/0025).
    const result = await call('getSupportArticles', { locale });
    if (result.status === 200 && Array.isArray(result.data?.articles)) {
      setData({ categories: result.data.categories ?? [], articles: result.data.articles });
      setStatus('ready');
    } else {
      console.error('getSupportArticles failed', result.message);
      setStatus('error');
    }
  }, [locale]);

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    setTopic(query.get('topic') ?? '');
    const hash = location.hash.replace(/^#article-/, '');
    if (hash && hash !== location.hash) setOpenId(decodeURIComponent(hash));
    void load();
  }, [load]);

  // Once the articles are in, scroll to the one the URL names.
  useEffect(() => {
    if (status === 'ready' && openId) document.getElementById(anchor(openId))?.scrollIntoView({ block: 'start' });
  }, [status, openId]);

  const chooseTopic = (value: string) => {
    setTopic(value);
    const url = new URL(location.href);
    if (value) url.searchParams.set('topic', value);
    else url.searchParams.delete('topic');
    history.replaceState(null, '', url);
  };

  const groups = useMemo(() => {
    const order = [...data.categories];
    for (const a of data.articles) if (!order.includes(a.category)) order.push(a.category);
    return order
      .filter((c) => !topic || c === topic)
      .map((category) => ({ category, articles: data.articles.filter((a) => a.category === category) }))
      .filter((g) => g.articles.length > 0);
  }, [data, topic]);

  const topics = useMemo(() => {
    const list = [...data.categories];
    for (const a of data.articles) if (!list.includes(a.category)) list.push(a.category);
    return list;
  }, [data]);

  if (status === 'loading') {
    return (
      <div className="state-box state-box--empty support-state" role="status" aria-live="polite">
        <span className="support-spinner" aria-hidden="true" />
        {t('support.loading')}
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="state-box state-box--empty support-state support-error" role="alert">
        <p>{t('support.error')}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void load()}>
          {t('support.retry')}
        </button>
      </div>
    );
  }

  const count = (n: number) => (n === 1 ? t('support.articlesOne') : t('support.articles', { count: n }));

  return (
    <div className="support-articles">
      {topics.length > 0 && (
        <div className="support-filter" role="group" aria-label={t('support.filterLabel')}>
          <button type="button" className="chip" aria-pressed={topic === ''} onClick={() => chooseTopic('')}>
            {t('support.all')}
          </button>
          {topics.map((c) => (
            <button key={c} type="button" className="chip" aria-pressed={topic === c} onClick={() => chooseTopic(c)}>
              {c}
            </button>
          ))}
        </div>
      )}

      {groups.length === 0 ? (
        <p className="state-box state-box--empty support-state">{t('support.empty')}</p>
      ) : (
        groups.map((group) => (
          <section key={group.category} className="support-group" aria-label={group.category}>
            <div className="support-group-head">
              <h2>{group.category}</h2>
              <span className="muted">{count(group.articles.length)}</span>
            </div>
            <div className="support-list">
              {group.articles.map((article: SupportArticle) => (
                <details key={article.id} id={anchor(article.id)} className="support-article" open={openId === article.id || undefined}>
                  <summary>
                    <span>{article.title}</span>
                    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                      <path d="M12 5v14M5 12h14" />
                    </svg>
                  </summary>
                  <div className="support-article-body">
                    {paragraphs(article.body).map((p, i) => (
                      <p key={i}>{p}</p>
                    ))}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}
