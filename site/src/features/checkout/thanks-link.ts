/**
 * The seller's page the thanks for a review links to, from its query (`?seller=<id>&name=<name>`):
 * `/seller-reviews/<id>/<name>` under the page's language prefix; null without a seller.
 */
export function sellerReviewsPath(prefix: string, search: string): string | null {
  const query = new URLSearchParams(search);
  const seller = query.get('seller')?.trim();
  if (!seller) return null;
  const name = query.get('name')?.trim();
  return `${prefix}${encodeURIComponent(seller)}${name ? `/${encodeURIComponent(name)}` : ''}`;
}
