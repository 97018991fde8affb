import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { categoryPageSubjects } from '../../shared/category-page.ts';
import { ItemStatus } from '../../shared/item.ts';
import { renderedPageOf, type RenderedPage } from '../../shared/routes.ts';
import { categoriesSitemap, lotsSitemap, LOTS_PER_SITEMAP, sitemapFileOf, sitemapIndex } from '../../shared/sitemap.ts';
import { listCategories } from '../data/entities/catalogue-reference.ts';
import { listListingIdsByStatus } from '../data/entities/lot-listing.ts';
import { publicOrigin } from './origin.ts';
import { renderCategorySubject, renderHome, renderLot, RENDERED_CACHE_CONTROL } from './render.ts';
import { readShell } from './shells.ts';

/**
 * The pages function's HTTP side (a Lambda function URL behind CloudFront, reached only through its
 * origin access control; locally the gateway calls it the same way), docs/adr/0036:
 * - a rendered page's file that the site bucket lacks (CloudFront's origin group fails over here on
 *   its 403/404): the page is rendered now and stored, or, for a lot or category without a page, the
 *   shell is answered as before rendering existed;
 * - the sitemap: /sitemap.xml (an index), /sitemaps/categories.xml, /sitemaps/lots-<n>.xml.
 */

/** Cache-Control of a shell answered for a page that has none (the lot may go live any moment). */
const SHELL_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';
/** Cache-Control of the sitemap: crawlers read it rarely; CloudFront keeps it 15 minutes. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=0, s-maxage=900';

type Answer = APIGatewayProxyStructuredResultV2;

const answer = (statusCode: number, body: string, contentType: string, cacheControl: string): Answer => ({
  statusCode,
  headers: { 'content-type': contentType, 'cache-control': cacheControl },
  body,
});
const notFound = (): Answer => answer(404, 'Not found', 'text/plain; charset=utf-8', 'no-store');
const xml = (body: string) => answer(200, body, 'application/xml; charset=utf-8', SITEMAP_CACHE_CONTROL);

/** The page of a rendered file, rendered now, or null when its lot or category has none. */
async function renderNow(page: RenderedPage): Promise<string | null> {
  if (page.kind === 'home') return (await renderHome())[page.locale];
  if (page.kind === 'items') return (await renderLot(page.id, false))?.[page.locale] ?? null;
  const subject = (await listCategories()).flatMap(categoryPageSubjects).find((s) => s.id === page.id);
  return subject ? (await renderCategorySubject(subject))[page.locale] : null;
}

/** Every live lot's id, as the listings' status index holds them (in submission order). */
async function liveLots(): Promise<{ id: string; submittedAt?: string | null }[]> {
  return listListingIdsByStatus(ItemStatus.Active);
}

async function sitemap(file: NonNullable<ReturnType<typeof sitemapFileOf>>): Promise<Answer> {
  const origin = await publicOrigin();
  if (file.kind === 'index') return xml(sitemapIndex(origin, (await liveLots()).length));
  if (file.kind === 'categories') {
    const subjects = (await listCategories()).flatMap(categoryPageSubjects);
    return xml(categoriesSitemap(origin, subjects.map((s) => s.id), subjects.filter((s) => s.parentName !== null).map((s) => s.id)));
  }
  const lots = (await liveLots()).slice((file.page - 1) * LOTS_PER_SITEMAP, file.page * LOTS_PER_SITEMAP);
  if (lots.length === 0 && file.page > 1) return notFound();
  return xml(lotsSitemap(origin, lots));
}

/** Answers a GET (or HEAD) of the pages function. */
export async function servePage(event: Pick<APIGatewayProxyEventV2, 'rawPath' | 'requestContext'>): Promise<Answer> {
  const method = event.requestContext?.http?.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return answer(405, 'GET only', 'text/plain; charset=utf-8', 'no-store');
  const file = sitemapFileOf(event.rawPath);
  if (file) return sitemap(file);
  const page = renderedPageOf(event.rawPath);
  if (!page) return notFound();
  const html = await renderNow(page);
  if (html !== null) return answer(200, html, 'text/html; charset=utf-8', RENDERED_CACHE_CONTROL);
  return answer(200, await readShell(page.kind, page.locale), 'text/html; charset=utf-8', SHELL_CACHE_CONTROL);
}
