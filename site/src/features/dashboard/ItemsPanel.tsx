import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { endedAt } from '../../../../shared/catalogue.ts';
import { leadPrice } from '../catalogue/lead-price.ts';
import { Money } from '../catalogue/Money.tsx';
import { TimeLeft } from '../catalogue/TimeLeft.tsx';
import { type Ui, useUi } from '../../lib/ui.tsx';
import { CallFailed, DashEmpty } from './CallStates.tsx';
import { Icon } from './Icon.tsx';
import { SaleDetails } from './SaleDetails.tsx';
import { STATUS_LOOK } from './status.ts';
import { ItemStatus } from '../../../../shared/item.ts';
import { $sellerDashboard, loadTab, offerSecondChance, relistAsIs, type DashboardItem } from './store.ts';
import { wizardPath, type ItemTab } from './tabs.ts';

/** Whether the listing wizard can open an unsold item for editing (`?relist=<itemId>`). */
export const WIZARD_EDITS_RELISTS = true;

/** An item's page: auctions open on /auction, fixed-price items on /buyer. */
function itemHref(ui: Ui, item: DashboardItem): string {
  return ui.href(`/items/${encodeURIComponent(item.id)}/${item.listAsAuction ? 'auction' : 'buyer'}`);
}

/** One tab's items: a skeleton while loading, an error with a retry, an empty state, or the list. */
export function ItemsPanel({ tab }: { tab: ItemTab }) {
  const ui = useUi();
  const list = useStore($sellerDashboard).lists[tab];

  if ((list.status === 'idle' || list.status === 'loading') && !list.items.length) return <ListSkeleton />;
  if (list.status === 'error' && !list.items.length) {
    return <CallFailed text={ui.t('dashboard.error')} retry={() => void loadTab(tab, ui.t)} />;
  }
  if (!list.items.length) {
    return (
      <DashEmpty icon={EMPTY_ICON[tab]} text={ui.t(`dashboard.empty.${tab}`)}>
        {(tab === 'active' || tab === 'submissions') && (
          <a className="btn btn-navy" href={ui.href(wizardPath())}>
            <Icon name="plus" />
            {ui.t('dashboard.listItem')}
          </a>
        )}
      </DashEmpty>
    );
  }
  return (
    <ul className="plain-list dash-list" aria-busy={list.status === 'loading' || undefined}>
      {list.items.map((item) => (
        <ItemRow key={item.id} item={item} tab={tab} />
      ))}
    </ul>
  );
}

const EMPTY_ICON = { active: 'gavel', sold: 'tag', unsold: 'undo', shipping: 'truck', submissions: 'hourglass' } as const;

function ListSkeleton() {
  const ui = useUi();
  return (
    <div className="plain-list dash-list" role="status" aria-live="polite">
      <span className="visually-hidden">{ui.t('dashboard.loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} className="card dash-item dash-item--skeleton" aria-hidden="true">
          <span className="thumb dash-item-thumb skeleton-fill" />
          <span className="dash-skel">
            <span className="dash-skel-line skeleton-fill" style={{ width: '30%' }} />
            <span className="dash-skel-line skeleton-fill" style={{ width: '70%' }} />
            <span className="dash-skel-line skeleton-fill" style={{ width: '45%' }} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** When: a countdown while live, the end once ended, the submission while under review. */
function When({ item, tab }: { item: DashboardItem; tab: ItemTab }) {
  const ui = useUi();
  if (tab === 'submissions' || (!item.endsAt && item.submittedAt)) {
    return item.submittedAt ? (
      <time dateTime={item.submittedAt}>{ui.t('dashboard.item.submitted', { date: ui.dateTime(item.submittedAt) })}</time>
    ) : null;
  }
  if (!item.endsAt) return null;
  if (item.status === 'Active' && Date.parse(item.endsAt) > Date.now()) {
    return (
      <span title={ui.t('dashboard.item.endsOn', { date: ui.dateTime(item.endsAt) })}>
        <TimeLeft endsAt={item.endsAt} prefix />
      </span>
    );
  }
  const ended = endedAt(item)!;
  return (
    <time dateTime={ended} data-testid="ended-at">
      {ui.t('dashboard.item.ended', { date: ui.dateTime(ended) })}
    </time>
  );
}

function ItemRow({ item, tab }: { item: DashboardItem; tab: ItemTab }) {
  const ui = useUi();
  const look = STATUS_LOOK[item.status] ?? { key: 'unsold', tone: 'muted' as const };
  const lead = leadPrice(item, 'dashboard.item');
  const href = itemHref(ui, item);
  const showBuyNow = item.soldPrice == null && item.listAsAuction && item.listAsBuyNow && item.buyItNowPrice !== null;
  const relistable = tab === 'unsold';
  const sale = (tab === 'shipping' || tab === 'sold') && item.orderId ? tab : null;
  const titleId = `dash-item-${item.id}`;
  return (
    <li className={`card dash-item${item.rejectionNote ? ' has-note' : sale ? ' has-sale' : relistable ? ' is-wide' : ''}`} data-testid="dashboard-item" data-item-id={item.id} data-status={item.status}>
      <a className="thumb dash-item-thumb" href={href} tabIndex={-1} aria-hidden="true">
        {item.photo ? <img src={item.photo} alt="" loading="lazy" decoding="async" width={120} height={90} /> : <span>{ui.t('dashboard.item.noPhoto')}</span>}
      </a>
      <div className="dash-item-main">
        <p className="dash-item-top">
          <span className={`badge label label--small label--tight dash-badge badge--${look.tone}`}>{ui.t(`dashboard.status.${look.key}`)}</span>
          <span className="dash-item-number">{ui.t('dashboard.item.number', { number: item.itemNumber })}</span>
        </p>
        <h3 className="dash-item-name" id={titleId}>
          <a href={href}>{item.name}</a>
        </h3>
        {item.caption && <p className="dash-item-caption">{item.caption}</p>}
        <p className="dash-item-meta">
          {item.listAsAuction && <span>{ui.tn('dashboard.item.bids', item.bidCount)}</span>}
          <When item={item} tab={tab} />
        </p>
      </div>
      <div className="dash-item-price">
        <span className="label label--tight">{ui.t(lead.label)}</span>
        <Money pence={lead.pence} className="dash-item-amount" testId="dashboard-price" />
        {showBuyNow && (
          <span className="dash-item-buynow">
            {ui.t('dashboard.item.buyNow')} <Money pence={item.buyItNowPrice!} />
          </span>
        )}
      </div>
      {item.rejectionNote && (
        <div className="dash-note" data-testid="rejection-note">
          <p className="label dash-note-title">
            <Icon name="note" />
            {ui.t('dashboard.rejection.title')}
          </p>
          <blockquote className="dash-note-text">{item.rejectionNote}</blockquote>
          <p className="dash-note-lede">{ui.t(WIZARD_EDITS_RELISTS ? 'dashboard.rejection.lede' : 'dashboard.rejection.ledeAsIs')}</p>
        </div>
      )}
      {sale ? <SaleDetails item={item} tab={sale} /> : null}
      <div className="dash-item-actions">
        {relistable ? <RelistActions item={item} /> : (
          <a className="btn btn-ghost btn-small" href={href}>
            {ui.t(tab === 'submissions' ? 'dashboard.item.preview' : 'dashboard.item.view')}
          </a>
        )}
      </div>
    </li>
  );
}

/**
 * Relist as is (relistItem) and, when the wizard can, edit and relist; a lot whose buyer did not pay
 * on time may instead go to its under-bidder (sendSecondChanceOffer).
 */
function RelistActions({ item }: { item: DashboardItem }) {
  const ui = useUi();
  const [busy, setBusy] = useState(false);
  const [offering, setOffering] = useState(false);
  const offer = async () => {
    setOffering(true);
    const done = await offerSecondChance(item, ui.t);
    if (!done) setOffering(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const relist = async () => {
    setBusy(true);
    const done = await relistAsIs(item, ui.t);
    if (!done) setBusy(false);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return (
    <>
      {WIZARD_EDITS_RELISTS && (
        <a className="btn btn-navy btn-small" href={ui.href(wizardPath({ relist: item.id }))} data-testid="edit-relist">
          {ui.t('dashboard.relist.edit')}
        </a>
      )}
      <button
        type="button"
        className={`btn btn-small ${WIZARD_EDITS_RELISTS ? 'btn-ghost' : 'btn-navy'}`}
        onClick={() => void relist()}
        disabled={busy}
        aria-describedby={`relist-hint-${item.id}`}
        data-testid="relist"
      >
        <Icon name="undo" />
        {busy ? ui.t('dashboard.relist.busy') : ui.t('dashboard.relist.asIs')}
      </button>
      {item.status === ItemStatus.PaymentNotDone && (
        <button type="button" className="btn btn-ghost btn-small" onClick={() => void offer()} disabled={offering || busy} data-testid="second-chance">
          {offering ? ui.t('dashboard.secondChance.busy') : ui.t('dashboard.secondChance.send')}
        </button>
      )}
      <span className="dash-relist-hint" id={`relist-hint-${item.id}`}>
        {ui.t('dashboard.relist.hint')}
      </span>
    </>
  );
}
