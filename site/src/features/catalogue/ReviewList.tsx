import type { SellerReview } from '../../../../shared/contract/orders.ts';
import { Stars } from './Stars.tsx';
import { useUi } from '../../lib/ui.tsx';

/** A seller's reviews as cards: stars, title, text in paragraphs, the item and the (masked) buyer with the date. */
export function ReviewList({ reviews, headingLevel = 2 }: { reviews: readonly SellerReview[]; headingLevel?: 2 | 3 }) {
  const ui = useUi();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="plain-list review-list" data-testid="review-list">
      {reviews.map((review, i) => (
        <li key={i} className="review card" data-testid="review">
          <Stars rating={review.rating} />
          <Heading>{review.title}</Heading>
          {review.text
            .split(/\n\s*\n/)
            .filter((p) => p.trim())
            .map((p, j) => (
              <p key={j}>{p.trim()}</p>
            ))}
          <p className="review__meta muted">
            {review.itemName ? <span>{ui.t('catalogue.seller.about', { item: review.itemName })} · </span> : null}
            {ui.t('catalogue.seller.by', { buyer: review.buyer, date: ui.date(review.createdAt) })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A seller's average rating and review count, beside their name. */
export function SellerSummary({ average, count }: { average: number; count: number }) {
  const ui = useUi();
  return (
    <p className="seller-hero__summary" data-testid="seller-summary" data-average={average} data-count={count}>
      <Stars rating={average} />
      <strong>{ui.t('catalogue.seller.average', { average: (Math.round(average * 10) / 10).toLocaleString(ui.locale) })}</strong>
      <span className="muted">· {ui.tn('catalogue.seller.count', count)}</span>
    </p>
  );
}
