/** The average rating (one decimal) and the count of a seller's reviews; no average without reviews. */
export function sellerRating(reviews: readonly { rating: number }[]): { average: number | null; count: number } {
  if (reviews.length === 0) return { average: null, count: 0 };
  return { average: Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10, count: reviews.length };
}
