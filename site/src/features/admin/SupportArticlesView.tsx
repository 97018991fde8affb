import { useState } from 'react';
import type { SupportArticle } from '../../../../shared/contract/catalogue.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { call } from '../../lib/api.ts';
import { TextAreaField, TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { AreaHead, AreaLoad, toastOnSuccess, useChange, useLoaded, type AreaProps } from './parts.tsx';
import { ARTICLE_FIELDS, articleFieldOf, articleInput, articleValues, checkArticle, type ArticleValues } from './support-article-editing.ts';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

/** The article the editor is open on, or `new`, or none. */
type Editing = SupportArticle | 'new' | null;

/**
 * The back office's support articles (/admin-details?section=support-articles): the help centre's
 * articles in English and French, created, edited, and deleted after confirmation. The help centre
 * (/support-center, /fr/support-center) reads them on every visit, so a change shows at once.
 */
export function SupportArticlesView({ heading }: AreaProps) {
  const ui = useUi();
  const { loaded, reload } = useLoaded('adminGetSupportArticles', {}, (d) => d.articles);
  const [editing, setEditing] = useState<Editing>(null);
  const [doomed, setDoomed] = useState<SupportArticle | null>(null);
  const change = useChange();

  const remove = async () => {
    if (!doomed) return;
    if (await change.run('adminDeleteSupportArticle', { id: doomed.id })) await reload();
    setDoomed(null);
  };
  const saved = async () => {
    setEditing(null);
    await reload();
  };

  const articles = loaded.data ?? [];
  return (
    <section aria-labelledby="adm-articles-title" data-testid="admin-support-articles">
      <AreaHead id="adm-articles-title" heading={heading} title={ui.t('admin.articles.title')} lede={ui.t('admin.articles.lede')}>
        {editing === null && (
          <button type="button" className="btn btn-navy" onClick={() => setEditing('new')} data-testid="article-new">
            {ui.t('admin.articles.new')}
          </button>
        )}
      </AreaHead>
      {change.banner}
      {editing !== null && <ArticleEditor key={editing === 'new' ? 'new' : editing.id} article={editing === 'new' ? undefined : editing} onSaved={() => void saved()} onCancel={() => setEditing(null)} />}

      <AreaLoad loaded={loaded} what="admin.articles" onRetry={() => void reload()} />
      {loaded.data !== undefined && articles.length === 0 && <p className="rv-muted">{ui.t('admin.articles.empty')}</p>}
      {articles.length > 0 && (
        <table className="table adm-table table-stack" data-testid="articles-table">
          <ColumnHeads keys={['admin.articles.articleTitle', 'admin.articles.category', 'admin.articles.french', 'review.customers.actions']} />
          <tbody>
            {articles.map((article) => (
              <tr key={article.id} data-testid="article-row">
                {/* The English original, marked as such (the page may be in French): the admin edits both. */}
                <td lang="en" data-label={ui.t('admin.articles.articleTitle')}>{article.title}</td>
                <td lang="en" data-label={ui.t('admin.articles.category')}>{article.category}</td>
                <td lang="fr" data-label={ui.t('admin.articles.french')}>{article.fr ? article.fr.title : <span lang={ui.locale} className="rv-muted">{ui.t('admin.articles.noFrench')}</span>}</td>
                <td className="adm-actions">
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(article)} data-testid="article-edit">
                    {ui.t('admin.articles.edit')}
                  </button>
                  <button type="button" className="btn btn-danger btn-sm" onClick={() => setDoomed(article)} data-testid="article-delete">
                    {ui.t('admin.articles.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <ConfirmDialog
        open={doomed !== null}
        title={ui.t('admin.articles.confirmTitle', { title: doomed?.title ?? '' })}
        text={ui.t('admin.articles.confirmText')}
        confirmLabel={ui.t('admin.articles.delete')}
        cancelLabel={ui.t('review.categories.cancel')}
        busy={change.busy}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      />
    </section>
  );
}

/** An article's English and French, edited together; the French may be left empty. */
function ArticleEditor({ article, onSaved, onCancel }: { article?: SupportArticle | undefined; onSaved: () => void; onCancel: () => void }) {
  const ui = useUi();
  const editor = useForm<ArticleValues, ReturnType<typeof articleInput>, { article: SupportArticle }>('article', {
    fields: ARTICLE_FIELDS,
    initial: articleValues(article),
    check: checkArticle,
    schema: () => import('../../../../shared/contract/admin-catalogue.ts').then((m) => m.AdminSaveSupportArticleInputSchema),
    fieldOf: articleFieldOf,
    payload: (values) => articleInput(values, article?.id),
    send: async (payload) => outcomeOf(await call('adminSaveSupportArticle', payload)),
    refusalBanner: 'unplaced',
    ...toastOnSuccess(ui, onSaved),
  });
  return (
    <Form form={editor} className="adm-panel adm-editor" testId="article-editor" heading={<h2 className="adm-panel-title">{ui.t(article ? 'admin.articles.editTitle' : 'admin.articles.newTitle')}</h2>}>
      <fieldset className="form-fieldset">
        <legend>{ui.t('admin.articles.english')}</legend>
        <div className="form-row">
          <TextField {...editor.bind('title')} label={ui.t('admin.articles.articleTitle')} maxLength={200} testId="article-title" />
          <TextField {...editor.bind('category')} label={ui.t('admin.articles.category')} maxLength={80} testId="article-category" />
        </div>
        <TextAreaField {...editor.bind('body')} label={ui.t('admin.articles.body')} hint={ui.t('admin.articles.bodyHint')} rows={6} maxLength={20_000} testId="article-body" />
      </fieldset>
      <fieldset className="form-fieldset">
        <legend>{ui.t('admin.articles.frenchLegend')}</legend>
        <p className="rv-muted">{ui.t('admin.articles.frenchNote')}</p>
        <div className="form-row">
          <TextField {...editor.bind('frTitle')} lang="fr" label={ui.t('admin.articles.articleTitle')} optional maxLength={200} testId="article-fr-title" />
          <TextField {...editor.bind('frCategory')} lang="fr" label={ui.t('admin.articles.category')} optional maxLength={80} testId="article-fr-category" />
        </div>
        <TextAreaField {...editor.bind('frBody')} lang="fr" label={ui.t('admin.articles.body')} optional rows={6} maxLength={20_000} testId="article-fr-body" />
      </fieldset>
      <div className="form-actions">
        <SubmitButton busy={editor.submitting} ready={editor.ready} className="btn btn-navy" label={ui.t('admin.articles.save')} testId="article-save" />
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {ui.t('review.categories.cancel')}
        </button>
      </div>
    </Form>
  );
}
