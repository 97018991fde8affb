import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ALERT_MODES, type AlertMode } from '../../../../shared/saved-searches.ts';
import { call } from '../../lib/api.ts';
import { describe } from '../../lib/messages.ts';
import { $session } from '../../lib/session.ts';
import { signInHref } from '../auth/return.ts';
import { useUi } from '../../lib/ui.tsx';
import { searchData, type ListingQuery } from '../catalogue/listing-query.ts';
import './alerts.css';
import { NamedOptions } from '../../lib/forms/select-options.tsx';

/** The address parameter that brings a visitor back from sign-in with the save form open. */
const SAVE_PARAM = 'save';

/**
 * "Save this search" on the results page (search and category listings, any results or none;
 * docs/adr/0053): a named search with how its alerts are e-mailed. A visitor is sent to sign in and
 * comes back to the same search with the form open (`?save=1`), to save it in one press.
 */
export function SaveSearch({ query, suggestedName }: { query: ListingQuery; suggestedName: string }) {
  const ui = useUi();
  const session = useStore($session);
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [alert, setAlert] = useState<AlertMode>('instant');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  // Back from sign-in: the form is offered at once.
  useEffect(() => {
    if (session.signedIn && new URLSearchParams(location.search).get(SAVE_PARAM) === '1') {
      setOpen(true);
      const url = new URL(location.href);
      url.searchParams.delete(SAVE_PARAM);
      history.replaceState(history.state, '', url.pathname + url.search + url.hash);
    }
  }, [session.signedIn]);
  useEffect(() => {
    if (open) setName((current) => current || suggestedName);
  }, [open, suggestedName]);

  const start = () => {
    setOutcome(null);
    if (!session.signedIn) {
      const back = new URL(location.href);
      back.searchParams.set(SAVE_PARAM, '1');
      location.assign(signInHref(ui.locale, back.pathname + back.search));
      return;
    }
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const { limit: _limit, offset: _offset, ...search } = searchData(query);
    const result = await call('saveSearch', { name, search, alert });
    setBusy(false);
    if (result.status === 200) {
      setOpen(false);
      setOutcome({ ok: true, text: ui.say('searchSaved') });
    } else {
      setOutcome({ ok: false, text: describe(result, ui.t) });
    }
  };

  return (
    <div className="save-search" data-testid="save-search">
      {!open ? (
        <button type="button" className="btn btn-ghost save-search__open" onClick={start} data-testid="save-search-button" aria-label={session.signedIn ? undefined : ui.t('catalogue.alerts.signInToSave')}>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M6 3.5h12v17l-6-4-6 4v-17Z" />
          </svg>
          {ui.t('catalogue.alerts.save')}
        </button>
      ) : (
        <form className="save-search__form" onSubmit={(e) => void submit(e)} aria-labelledby={`${formId}-title`} data-testid="save-search-form">
          <p className="save-search__title" id={`${formId}-title`}>
            <strong>{ui.t('catalogue.alerts.saveTitle')}</strong> <span className="muted">{ui.t('catalogue.alerts.saveLede')}</span>
          </p>
          <div className="save-search__fields">
            <div className="field">
              <label htmlFor={`${formId}-name`}>{ui.t('catalogue.alerts.name')}</label>
              <input id={`${formId}-name`} className="input" required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} data-testid="save-search-name" />
            </div>
            <div className="field">
              <label htmlFor={`${formId}-alert`}>{ui.t('catalogue.alerts.alert')}</label>
              <select id={`${formId}-alert`} className="input" value={alert} onChange={(e) => setAlert(e.target.value as AlertMode)} data-testid="save-search-alert">
                <NamedOptions values={ALERT_MODES} prefix="catalogue.alerts.alert" />
              </select>
            </div>
          </div>
          <div className="save-search__actions">
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="save-search-submit">
              {busy ? ui.t('catalogue.alerts.saving') : ui.t('catalogue.alerts.submit')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              {ui.t('catalogue.alerts.cancel')}
            </button>
          </div>
        </form>
      )}
      <p className={outcome?.ok === false ? 'save-search__problem' : 'save-search__said'} role={outcome?.ok === false ? 'alert' : 'status'} data-testid="save-search-outcome">
        {outcome ? (
          <>
            {outcome.text}
            {outcome.ok ? (
              <>
                {' '}
                <a href={ui.href('/my-account/saved-searches')}>{ui.t('catalogue.alerts.seeAll')}</a>
              </>
            ) : null}
          </>
        ) : null}
      </p>
    </div>
  );
}
