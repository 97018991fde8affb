import { useRef, useState, type FormEvent } from 'react';
import type { OrderView, SellerReview } from '../../../../shared/contract/orders.ts';
import { call } from '../../lib/api.ts';
import { fieldSaids, saidOf } from '../../lib/messages.ts';
import { Banner, fieldBinder, focusFirstError, showRefusal, TextAreaField, TextField } from '../account/form-kit.tsx';
import { useAccountUi } from '../account/ui.ts';
import { REVIEW_FIELDS, validateReview, type ReviewField } from './order-rules.ts';

type Errors = Partial<Record<ReviewField, string>>;

/**
 * The buyer's review of the seller of a received order (`addReview`): a rating out of five, a title
 * and a text, each with its message; `onDone` hears the review the server kept.
 */
export function ReviewForm({ order, onDone, onCancel }: { order: Pick<OrderView, 'id' | 'item'>; onDone: (review: SellerReview) => void; onCancel: () => void }) {
  const { t, tn, say } = useAccountUi();
  const [values, setValues] = useState({ rating: '', title: '', text: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const prefix = `review-${order.id}`;

  const update = (field: ReviewField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const review = { rating: Number(values.rating), title: values.title.trim(), text: values.text.trim() };
    const found = validateReview(review);
    setErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(key)])));
    if (Object.keys(found).length) {
      focusFirstError(form.current, REVIEW_FIELDS, found);
      return;
    }
    setSending(true);
    const result = await call<{ review: SellerReview }>('addReview', { orderId: order.id, ...review });
    setSending(false);
    if (result.status === 200) {
      onDone(result.data.review);
      return;
    }
    showRefusal({ message: saidOf(result), fields: fieldSaids(result) }, REVIEW_FIELDS, say, { setErrors, setFailure, form: form.current });
  };

  const props = fieldBinder(prefix, values, errors, update);
  const ratingError = errors.rating;

  return (
    <form ref={form} className="acc-form co-review" noValidate data-testid="review-form" onSubmit={(e) => void onSubmit(e)}>
      <h4 className="co-review__title">{t('orders.review.title')}</h4>
      <p className="acc-muted">{t('orders.review.lede', { item: order.item.name })}</p>
      {failure ? <Banner kind="error">{failure}</Banner> : null}
      <fieldset className="co-rating" aria-describedby={ratingError ? `${prefix}-rating-error` : undefined} aria-invalid={ratingError ? true : undefined}>
        <legend>{t('orders.review.rating')}</legend>
        <div className="co-rating__stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={`co-star${Number(values.rating) >= n ? ' is-on' : ''}`} title={tn('orders.review.star', n)}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={values.rating === String(n)}
                onChange={() => update('rating', String(n))}
                className="visually-hidden"
                data-testid={`review-rating-${n}`}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{tn('orders.review.star', n)}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${prefix}-rating-error`} className="field-error" data-testid="field-error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <TextField {...props('title')} label={t('orders.review.titleLabel')} maxLength={120} testId="review-title" />
      <TextAreaField {...props('text')} label={t('orders.review.text')} maxLength={2000} rows={5} testId="review-text" />
      <div className="acc-actions">
        <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={sending}>
          {t('orders.review.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" data-testid="review-submit" disabled={sending}>
          {sending ? t('orders.review.sending') : t('orders.review.submit')}
        </button>
      </div>
    </form>
  );
}
