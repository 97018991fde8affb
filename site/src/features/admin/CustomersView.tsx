import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AdminUser } from '../../../../shared/admin/users.ts';
import type { AdminListUsersOutput } from '../../../../shared/contract/admin-users.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { call } from '../../lib/api.ts';
import { readSession, readStoredUser } from '../../lib/session.ts';
import { TextField } from '../../lib/forms/fields.tsx';
import { useUi } from '../../lib/ui.tsx';
import { LoadState } from '../review/LoadState.tsx';
import { CustomerDetail } from './CustomerDetail.tsx';
import { AreaHead, useChange, type AreaProps } from './parts.tsx';
import { ColumnHeads } from '../../components/ColumnHeads.tsx';

const PAGE_SIZE = 20;

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; users: AdminUser[]; cursor?: string };

/**
 * The back office's customers (/admin-details?section=customers): the user pool page by page, searched
 * by the start of an e-mail address, each person's page opened in place (`&uid=`, so a reload or a
 * link from a dispute opens it: CustomerDetail), and deleted after confirmation
 * (adminListUsers, adminDeleteUser; docs/adr/0025, 0050).
 */
export function CustomersView({ heading }: AreaProps) {
  const ui = useUi();
  const [viewing, setViewing] = useState<string | null>(uidFromUrl);
  useEffect(() => {
    const onPop = () => setViewing(uidFromUrl());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const view = (uid: string | null) => {
    const url = new URL(location.href);
    if (uid) url.searchParams.set('uid', uid);
    else url.searchParams.delete('uid');
    history.pushState(null, '', url);
    setViewing(uid);
  };
  return viewing ? (
    <section aria-labelledby="adm-customers-title" data-testid="admin-customers">
      <AreaHead id="adm-customers-title" heading={heading} title={ui.t('review.customers.title')} lede={ui.t('review.customers.lede')} />
      <CustomerDetail key={viewing} uid={viewing} isSelf={viewing === readSession().uid} onBack={() => view(null)} />
    </section>
  ) : (
    <CustomerList heading={heading} onView={view} />
  );
}

/** The customer a `uid` query names (its page), or null for the list. */
function uidFromUrl(): string | null {
  return new URLSearchParams(location.search).get('uid') || null;
}

function CustomerList({ heading, onView }: AreaProps & { onView: (uid: string) => void }) {
  const ui = useUi();
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  // The cursors of the pages before the current one (the first page has none).
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [doomed, setDoomed] = useState<AdminUser | null>(null);
  const change = useChange();

  // The server refuses an admin's own deletion; the page does not offer it.
  const [myEmail] = useState(() => (typeof readStoredUser()?.email === 'string' ? String(readStoredUser()?.email) : ''));
  const page = cursors.length;
  const fetchPage = useCallback(async (search: string, cursor: string | undefined) => {
    setLoad({ status: 'loading' });
    const result = await call('adminListUsers', { ...(search ? { query: search } : {}), limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) });
    if (result.status === 200 && Array.isArray(result.data?.users)) setLoad({ status: 'ready', users: result.data.users, ...(result.data.cursor ? { cursor: result.data.cursor } : {}) });
    else setLoad({ status: 'error' });
  }, []);

  useEffect(() => {
    void fetchPage(searched, cursors[cursors.length - 1]);
  }, [fetchPage, searched, cursors]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearched(query.trim());
    setCursors([undefined]);
  };

  const remove = async () => {
    if (!doomed) return;
    if (await change.run('adminDeleteUser', { uid: doomed.uid })) {
      setLoad((current) => (current.status === 'ready' ? { ...current, users: current.users.filter((u) => u.uid !== doomed.uid) } : current));
    }
    setDoomed(null);
  };

  return (
    <section aria-labelledby="adm-customers-title" data-testid="admin-customers">
      <AreaHead id="adm-customers-title" heading={heading} title={ui.t('review.customers.title')} lede={ui.t('review.customers.lede')} />

      <form className="adm-search" role="search" onSubmit={search}>
        <TextField id="adm-customer-query" label={ui.t('review.customers.search')} optional type="search" value={query} onChange={(e) => setQuery(e.target.value)} testId="customer-query" />
        <button type="submit" className="btn btn-navy">
          {ui.t('review.customers.searchButton')}
        </button>
      </form>

      {change.banner}

      <LoadState status={load.status} loading={ui.t('review.customers.loading')} failed={ui.t('review.customers.loadError')} retry={ui.t('review.retry')} onRetry={() => void fetchPage(searched, cursors[cursors.length - 1])} />
      {load.status === 'ready' && load.users.length === 0 && <p className="rv-empty-title" data-testid="customers-empty">{ui.t('review.customers.empty')}</p>}
      {load.status === 'ready' && load.users.length > 0 && (
        <table className="table adm-table table-stack" data-testid="customers-table">
          <ColumnHeads keys={['review.customers.name', 'review.customers.email', 'review.customers.seller', 'review.customers.joined', 'review.customers.actions']} />
          <tbody>
            {load.users.map((user) => (
              <CustomerRow key={user.uid} user={user} onView={() => onView(user.uid)} onDelete={user.email === myEmail ? null : () => setDoomed(user)} />
            ))}
          </tbody>
        </table>
      )}

      <nav className="adm-pager" aria-label={ui.t('review.customers.page', { page })}>
        <button type="button" className="btn btn-ghost" disabled={page === 1 || load.status === 'loading'} onClick={() => setCursors(cursors.slice(0, -1))}>
          {ui.t('review.customers.previous')}
        </button>
        <span>{ui.t('review.customers.page', { page })}</span>
        <button
          type="button"
          className="btn btn-ghost"
          data-testid="customers-next"
          disabled={load.status !== 'ready' || !load.cursor}
          onClick={() => load.status === 'ready' && load.cursor && setCursors([...cursors, load.cursor])}
        >
          {ui.t('review.customers.next')}
        </button>
      </nav>

      <ConfirmDialog
        open={doomed !== null}
        title={ui.t('review.customers.confirmTitle')}
        text={ui.t('review.customers.confirmText', { email: doomed?.email ?? '' })}
        confirmLabel={ui.t('review.customers.confirm')}
        cancelLabel={ui.t('review.customers.cancel')}
        busy={change.busy}
        onConfirm={() => void remove()}
        onCancel={() => setDoomed(null)}
      />
    </section>
  );
}

function CustomerRow({ user, onView, onDelete }: { user: AdminUser; onView: () => void; onDelete: (() => void) | null }) {
  const ui = useUi();
  return (
    <tr data-testid="customer-row">
      <td data-label={ui.t('review.customers.name')}>{user.displayName || '—'}</td>
      <td data-label={ui.t('review.customers.email')}>{user.email}</td>
      <td data-label={ui.t('review.customers.seller')}>{user.sellerAccount ? ui.t('review.customers.yes') : ui.t('review.customers.no')}</td>
      <td data-label={ui.t('review.customers.joined')}>{user.createdAt ? ui.date(user.createdAt) : '—'}</td>
      <td className="adm-actions">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onView} data-testid="customer-view">
          {ui.t('review.customers.view')}
        </button>
        {onDelete && (
          <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} data-testid="customer-delete">
            {ui.t('review.customers.delete')}
          </button>
        )}
      </td>
    </tr>
  );
}
