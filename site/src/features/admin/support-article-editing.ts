/**
 * The support-article editor's rules, without React (unit-tested): the English and the French of one
 * article edited together (adminSaveSupportArticle; docs/adr/0025). The French is all three parts or
 * none: left empty, the article has no French and French readers get its English.
 */
import type { AdminSaveSupportArticleInput } from '../../../../shared/contract/admin-catalogue.ts';
import type { SupportArticle } from '../../../../shared/contract/catalogue.ts';
import type { Problems } from '../../lib/forms/form-core.ts';
import { messageStringKey } from '../../lib/messages.ts';

export const ARTICLE_FIELDS = ['title', 'category', 'body', 'frTitle', 'frCategory', 'frBody'] as const;
export type ArticleValues = Record<(typeof ARTICLE_FIELDS)[number], string>;

const FRENCH = { frTitle: 'title', frCategory: 'category', frBody: 'body' } as const;

/** The editor's values for an article (or a new, empty one). */
export function articleValues(article?: SupportArticle): ArticleValues {
  return {
    title: article?.title ?? '',
    category: article?.category ?? '',
    body: article?.body ?? '',
    frTitle: article?.fr?.title ?? '',
    frCategory: article?.fr?.category ?? '',
    frBody: article?.fr?.body ?? '',
  };
}

const hasFrench = (values: ArticleValues) => Object.keys(FRENCH).some((f) => values[f as keyof typeof FRENCH].trim() !== '');

/** The editor's own check: a French text begun must be finished (the server wants all three parts). */
export function checkArticle(values: ArticleValues): Problems<keyof ArticleValues> {
  const problems: Problems<keyof ArticleValues> = {};
  if (!hasFrench(values)) return problems;
  for (const field of Object.keys(FRENCH) as (keyof typeof FRENCH)[]) if (!values[field].trim()) problems[field] = messageStringKey('required');
  return problems;
}

/** The call's input: the English, and the French or null (none, or removed). */
export function articleInput(values: ArticleValues, id?: string): AdminSaveSupportArticleInput {
  return {
    ...(id ? { id } : {}),
    title: values.title.trim(),
    body: values.body.trim(),
    category: values.category.trim(),
    fr: hasFrench(values) ? { title: values.frTitle.trim(), body: values.frBody.trim(), category: values.frCategory.trim() } : null,
  };
}

/** The editor's field for a server path: `fr.title` is the French title's, and so on. */
export function articleFieldOf(path: string): keyof ArticleValues | undefined {
  const [head, part] = path.split('.');
  if (head === 'fr') return (Object.entries(FRENCH).find(([, english]) => english === part)?.[0] as keyof ArticleValues | undefined) ?? 'frTitle';
  return head === 'title' || head === 'category' || head === 'body' ? head : undefined;
}
