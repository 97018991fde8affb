import type { SupportArticle } from '../contract/catalogue.ts';

/**
 * Support articles in two languages: the English text is the article's own `title`, `body` and
 * `category`; an optional `fr` carries the French (docs/adr/0025). A reader of a language the article
 * lacks gets the English, so no article disappears from the French help centre.
 */
export type ArticleLocale = 'en' | 'fr';

/** The article as a reader of `locale` sees it (the French where the article has it), without the translations. */
export function localiseArticle(article: SupportArticle, locale: ArticleLocale): SupportArticle {
  const text = locale === 'fr' && article.fr ? article.fr : article;
  return { id: article.id, title: text.title, body: text.body, category: text.category };
}
