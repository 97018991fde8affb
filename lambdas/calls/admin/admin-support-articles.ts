import { ulid } from '../../lib/ids.ts';
import type { SupportArticle } from '../../../shared/contract/catalogue.ts';
import { createSupportArticle, deleteSupportArticle, getSupportArticle, listSupportArticles, putSupportArticle } from '../../data/entities/catalogue-reference.ts';
import { defineCall, type AnyCallHandler } from '../../lib/call.ts';
import { notFound } from '../../lib/errors.ts';
import { audit } from './audit.ts';

/**
 * Support articles in English with an optional French text (docs/adr/0025). getSupportArticles reads
 * the table on every call, so the help centre shows a change at once.
 */
export const adminSaveSupportArticle = defineCall('adminSaveSupportArticle', {
  async run(input, ctx): Promise<{ data: { article: SupportArticle }; message: 'supportArticleSaved' }> {
    const existing = input.id === undefined ? null : await getSupportArticle(input.id);
    if (input.id !== undefined && !existing) throw notFound();
    // `fr` absent keeps the French the article has; null removes it.
    const fr = input.fr === undefined ? existing?.fr : (input.fr ?? undefined);
    const article: SupportArticle = { id: input.id ?? ulid(ctx.now.getTime()), title: input.title, body: input.body, category: input.category, ...(fr ? { fr } : {}) };
    if (existing) await putSupportArticle(article);
    else await createSupportArticle(article);
    await audit(ctx, 'saveSupportArticle', article.id, { title: article.title, french: Boolean(fr), created: !existing });
    return { data: { article }, message: 'supportArticleSaved' };
  },
});

export const adminDeleteSupportArticle = defineCall('adminDeleteSupportArticle', {
  async run(input, ctx) {
    const existing = await getSupportArticle(input.id);
    if (!existing || !(await deleteSupportArticle(input.id))) throw notFound();
    await audit(ctx, 'deleteSupportArticle', input.id, { title: existing.title });
    return { data: { id: input.id }, message: 'supportArticleDeleted' as const };
  },
});

/**
 * Every article with both its languages, by category then title: getSupportArticles answers a reader
 * one language, and the back office edits the English and the French together.
 */
export const adminGetSupportArticles = defineCall('adminGetSupportArticles', {
  async run(): Promise<{ data: { articles: SupportArticle[] } }> {
    const articles = (await listSupportArticles()).sort((a, b) => a.category.localeCompare(b.category) || a.title.localeCompare(b.title));
    return { data: { articles } };
  },
});

export const adminSupportArticleCalls: AnyCallHandler[] = [adminSaveSupportArticle, adminDeleteSupportArticle, adminGetSupportArticles];
