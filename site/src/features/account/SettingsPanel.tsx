import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '../../../../shared/account.ts';
import { CheckField, TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import type { Outcome } from '../../lib/forms/outcome.ts';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { $profile, loadProfile, saveProfile } from '../../stores/account.ts';
import { $currencies, $currencyCode, loadCurrencies, selectCurrency } from '../../stores/currency.ts';
import { changePassword } from './change-password.ts';
import { LoadFailure, Skeleton } from './panel.tsx';
import { PASSWORD_FIELDS, validatePasswordChange, type PasswordField, type PasswordValues } from './rules.ts';

const PREFERENCES: ReadonlyArray<keyof NotificationPreferences & string> = ['outbid', 'endingSoon', 'auctionWon', 'itemSold', 'listingReviews', 'paymentReminders', 'disputes', 'questions', 'newsletter'];

/** Settings: notification preferences, display currency, and sign-in and security (password). */
export function SettingsPanel() {
  const { t } = useUi();
  const profile = useStore($profile);
  useEffect(() => {
    if (profile.state === 'idle') void loadProfile();
  }, [profile.state]);

  return (
    <div className="acc-stack">
      <section className="card panel acc-card" aria-labelledby="settings-notifications">
        <h3 id="settings-notifications">{t('account.settings.notifications')}</h3>
        <p className="acc-muted">{t('account.settings.notificationsLede')}</p>
        {profile.state === 'error' ? (
          <LoadFailure status={profile.status} onRetry={() => void loadProfile(true)} />
        ) : profile.data ? (
          <PreferencesForm initial={profile.data.notificationPreferences ?? DEFAULT_NOTIFICATION_PREFERENCES} />
        ) : (
          <Skeleton lines={4} />
        )}
      </section>
      <section className="card panel acc-card" aria-labelledby="settings-currency">
        <h3 id="settings-currency">{t('account.settings.currency')}</h3>
        <CurrencyChoice />
      </section>
      <section className="card panel acc-card" aria-labelledby="settings-security">
        <h3 id="settings-security">{t('account.settings.security')}</h3>
        {profile.data?.email && <p className="acc-muted">{t('account.settings.securityLede', { email: profile.data.email })}</p>}
        <PasswordForm />
      </section>
    </div>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const { t } = useUi();
  const form = useForm('preferences', {
    fields: PREFERENCES,
    initial: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...initial },
    schema: () => import('../../../../shared/contract/account.ts').then((m) => m.UpdateProfileInputSchema),
    payload: (prefs) => ({ notificationPreferences: prefs }),
    send: saveProfile,
  });
  return (
    <Form form={form} testId="preferences-form">
      <fieldset className="form-checks">
        <legend className="visually-hidden">{t('account.settings.notifications')}</legend>
        {PREFERENCES.map((key) => (
          <CheckField key={key} {...form.bindCheck(key)} label={t(`account.settings.pref.${key}`)} />
        ))}
      </fieldset>
      <div className="form-actions">
        <SubmitButton busy={form.submitting} label={t('account.settings.savePreferences')} busyLabel={t('account.saving')} />
      </div>
    </Form>
  );
}

/** The same choice as the header's currency menu: saved with updateCurrency, applied on 200. */
function CurrencyChoice() {
  const { t } = useUi();
  const currencies = useStore($currencies);
  const code = useStore($currencyCode);
  const id = useId();
  useEffect(() => {
    void loadCurrencies();
  }, []);
  return (
    <div className="field form-field acc-currency">
      <label htmlFor={id} className="visually-hidden">
        {t('account.settings.currency')}
      </label>
      <select id={id} className="input form-select" data-testid="settings-currency" value={code} onChange={(e) => void selectCurrency(e.target.value)} aria-describedby={`${id}-hint`}>
        {(currencies.some((c) => c.code === code) ? currencies : [...currencies, { code, name: code, symbol: '', rate: 1 }]).map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} · {c.name}
            {c.symbol && c.symbol !== c.code ? ` (${c.symbol})` : ''}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="form-hint">
        {t('account.settings.currencyLede')}
      </p>
    </div>
  );
}

const NO_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** What Cognito said of a password change, as the form's outcome. */
async function sendPasswordChange(values: PasswordValues): Promise<Outcome> {
  const outcome = await changePassword(values.currentPassword, values.newPassword);
  if (outcome === 'updated') return { ok: true, message: { code: 'passwordUpdated' }, data: null };
  if (outcome === 'wrongPassword') return { ok: false, status: 0, message: null, fields: { currentPassword: 'account.settings.wrongPassword' } };
  return { ok: false, status: 0, message: { code: 'passwordNotUpdated' }, fields: {} };
}

function PasswordForm() {
  const { t } = useUi();
  const [show, setShow] = useState(false);
  const form = useForm('password', {
    fields: PASSWORD_FIELDS,
    initial: NO_PASSWORDS,
    check: validatePasswordChange,
    invalidBanner: null,
    payload: (v) => v,
    send: sendPasswordChange,
    reset: () => NO_PASSWORDS,
  });
  const props = (field: PasswordField, autoComplete: string) => ({ ...form.bind(field), type: show ? 'text' : 'password', autoComplete, maxLength: 256 });

  return (
    <Form form={form} className="form-grid--narrow" testId="password-form">
      <TextField {...props('currentPassword', 'current-password')} label={t('account.settings.currentPassword')} />
      <TextField {...props('newPassword', 'new-password')} label={t('account.settings.newPassword')} hint={t('account.settings.passwordPolicy')} />
      <TextField {...props('confirmPassword', 'new-password')} label={t('account.settings.confirmPassword')} />
      <CheckField className="form-check--small" checked={show} onChange={(e) => setShow(e.target.checked)} label={t('account.settings.showPasswords')} />
      <div className="form-actions">
        <SubmitButton busy={form.submitting} className="btn btn-navy" label={t('account.settings.changePassword')} busyLabel={t('account.settings.changing')} />
      </div>
    </Form>
  );
}
