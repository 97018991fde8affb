import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { call } from '../../lib/api.ts';
import { $session } from '../../lib/session.ts';
import type { SellerReviewsOutput } from '../../../../shared/contract/orders.ts';
import { ReviewList, SellerSummary } from '../catalogue/ReviewList.tsx';
import { useUi } from '../../lib/ui.tsx';
import { useCall } from '../catalogue/use-call.ts';
import { CallFailed, CallLoading, DashEmpty } from './CallStates.tsx';
import { Icon } from './Icon.tsx';
import { tabPath } from './tabs.ts';

/**
 * Reviews from buyers (getSellerReviewsMine): the average and count, the way to the public page
 * (/seller-reviews/{id}/{name}), and every review, newest first.
 */
export function ReviewsPanel() {
  const ui = useUi();
  const result = useCall('getSellerReviewsMine', {}, 'mine');
  if (result.status === 'loading') return <CallLoading text={ui.t('dashboard.loading')} />;
  if (result.status !== 'ready' || !result.data) return <CallFailed text={ui.t('dashboard.reviews.error')} retry={result.retry} />;
  const { seller, average, count, reviews } = result.data;
  const publicPage = ui.href(`/seller-reviews/${encodeURIComponent(seller.id)}/${encodeURIComponent(seller.name)}`);
  if (!count) {
    return (
      <DashEmpty icon="star" text={ui.t('dashboard.empty.reviews')}>
        <p className="dash-muted">{ui.t('dashboard.empty.reviewsNote')}</p>
      </DashEmpty>
    );
  }
  return (
    <div data-testid="dashboard-reviews">
      <div className="dash-reviews-head">
        {average !== null ? <SellerSummary average={average} count={count} /> : null}
        <a className="btn btn-ghost btn-small" href={publicPage} data-testid="public-reviews-link">
          {ui.t('dashboard.reviews.public')}
        </a>
      </div>
      <ReviewList reviews={reviews} headingLevel={3} />
    </div>
  );
}

/**
 * Payment settings: how payouts work, whether a payout account is set (without one, payouts are held:
 * the notice says so), the way to it (/seller-account), and the way to the statements (their own tab).
 */
export function PaymentPanel() {
  const ui = useUi();
  const session = useStore($session);
  // The stored flag answers at once; the profile says what is true now (payout details may have
  // been added in another tab or on another device).
  const [fromProfile, setFromProfile] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void call('getProfile').then((result) => {
      if (live && result.status === 200) setFromProfile(result.data?.paymentDetailsAdded === true);
    });
    return () => {
      live = false;
    };
  }, []);
  const ready = fromProfile ?? session.paymentDetailsAdded;
  return (
    <div className="dash-payment-panel">
      <div className="card panel dash-card dash-payment" data-testid="dashboard-payment">
        <h3>{ui.t('dashboard.payment.title')}</h3>
        <p>{ui.t('dashboard.payment.text')}</p>
        <p className={`dash-payment-status ${ready ? 'is-ready' : 'is-missing'}`} role="status" data-testid={ready ? 'payout-ready' : 'payout-held'}>
          <Icon name={ready ? 'check' : 'alert'} size={20} />
          {ui.t(ready ? 'dashboard.payment.ready' : 'dashboard.payment.missing')}
        </p>
        <p className="dash-muted">{ui.t('dashboard.payment.where')}</p>
        <div className="dash-payment-actions">
          <a className="btn btn-navy" href={ui.href('/seller-account')} data-testid="payment-settings-link">
            <Icon name="bank" />
            {ui.t('dashboard.payment.manage')}
          </a>
          <a className="btn btn-ghost" href={ui.href(tabPath('payouts'))} data-testid="payout-statements-link">
            {ui.t('dashboard.payment.statements')}
          </a>
        </div>
      </div>
    </div>
  );
}

/** Someone without a seller account: what a seller account is for, and where to open one. */
export function NotSellerPrompt() {
  const ui = useUi();
  return (
    <div className="card panel dash-card dash-not-seller" data-testid="dashboard-not-seller">
      <span className="state-mark dash-empty-mark" aria-hidden="true">
        <Icon name="store" size={30} />
      </span>
      <h2>{ui.t('dashboard.notSeller.title')}</h2>
      <p>{ui.t('dashboard.notSeller.text')}</p>
      <a className="btn btn-primary" href={ui.href('/seller-account')}>
        {ui.t('dashboard.notSeller.action')}
        <Icon name="arrow" />
      </a>
    </div>
  );
}
