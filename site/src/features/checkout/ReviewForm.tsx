import type { OrderView, SellerReview } from '../../../../shared/contract/orders.ts';
import { call } from '../../lib/api.ts';
import { FieldError, TextAreaField, TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { outcomeOf } from '../../lib/forms/outcome.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { REVIEW_FIELDS, validateReview } from './order-rules.ts';

const review = (v: { rating: string; title: string; text: string }) => ({ rating: Number(v.rating), title: v.title.trim(), text: v.text.trim() });

/**
 * The buyer's review of the seller of a received order (`addReview`): a rating out of five, a title
 * and a text, each with its message; `onDone` hears the review the server kept.
 */
export function ReviewForm({ order, onDone, onCancel }: { order: Pick<OrderView, 'id' | 'item'>; onDone: (review: SellerReview) => void; onCancel: () => void }) {
  const { t, tn } = useUi();
  const prefix = `review-${order.id}`;
  const form = useForm(prefix, {
    fields: REVIEW_FIELDS,
    initial: { rating: '', title: '', text: '' },
    check: (v) => validateReview(review(v)),
    invalidBanner: null,
    schema: () => import('../../../../shared/contract/orders.ts').then((m) => m.AddReviewInputSchema),
    payload: (v) => ({ orderId: order.id, ...review(v) }),
    send: async (payload) => outcomeOf(await call('addReview', payload)),
    success: 'quiet',
    onSuccess: (data) => onDone(data.review),
  });
  const ratingError = form.errorOf('rating');

  return (
    <Form form={form} className="co-review" testId="review-form">
      <h4 className="co-review__title">{t('orders.review.title')}</h4>
      <p className="acc-muted">{t('orders.review.lede', { item: order.item.name })}</p>
      <fieldset className="co-rating" aria-describedby={ratingError ? `${prefix}-rating-error` : undefined} aria-invalid={ratingError ? true : undefined}>
        <legend>{t('orders.review.rating')}</legend>
        <div className="co-rating__stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={`co-star${Number(form.values.rating) >= n ? ' is-on' : ''}`} title={tn('orders.review.star', n)}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={form.values.rating === String(n)}
                onChange={() => form.form.set('rating', String(n))}
                className="visually-hidden"
                data-testid={`review-rating-${n}`}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{tn('orders.review.star', n)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${prefix}-rating-error`} message={ratingError} />
      </fieldset>
      <TextField {...form.bind('title')} label={t('orders.review.titleLabel')} maxLength={120} testId="review-title" />
      <TextAreaField {...form.bind('text')} label={t('orders.review.text')} maxLength={2000} rows={5} testId="review-text" />
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={form.submitting}>
          {t('orders.review.cancel')}
        </button>
        <SubmitButton busy={form.submitting} testId="review-submit" label={t('orders.review.submit')} busyLabel={t('orders.review.sending')} />
      </div>
    </Form>
  );
}
