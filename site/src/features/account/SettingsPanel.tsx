import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '../../../../shared/account.ts';
import { $profile, loadProfile, saveProfile } from '../../stores/account.ts';
import { $currencies, $currencyCode, loadCurrencies, selectCurrency } from '../../stores/currency.ts';
import { changePassword } from './change-password.ts';
import { Banner, focusFirstError, LoadFailure, Skeleton, TextField } from './form-kit.tsx';
import { PASSWORD_FIELDS, validatePasswordChange, type PasswordField, type PasswordValues } from './rules.ts';
import { useAccountUi } from './ui.ts';

const PREFERENCES: ReadonlyArray<keyof NotificationPreferences> = ['outbid', 'endingSoon', 'auctionWon', 'itemSold', 'listingReviews', 'paymentReminders', 'disputes', 'newsletter'];

/** Settings: notification preferences, display currency, and sign-in and security (password). */
export function SettingsPanel() {
  const { t } = useAccountUi();
  const profile = useStore($profile);
  useEffect(() => {
    if (profile.state === 'idle') void loadProfile();
  }, [profile.state]);

  return (
    <div className="acc-stack">
      <section className="acc-card" aria-labelledby="settings-notifications">
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
      <section className="acc-card" aria-labelledby="settings-currency">
        <h3 id="settings-currency">{t('account.settings.currency')}</h3>
        <CurrencyChoice />
      </section>
      <section className="acc-card" aria-labelledby="settings-security">
        <h3 id="settings-security">{t('account.settings.security')}</h3>
        {profile.data?.email && <p className="acc-muted">{t('account.settings.securityLede', { email: profile.data.email })}</p>}
        <PasswordForm />
      </section>
    </div>
  );
}

function PreferencesForm({ initial }: { initial: NotificationPreferences }) {
  const { t, say } = useAccountUi();
  const [prefs, setPrefs] = useState<NotificationPreferences>({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...initial });
  const [saving, setSaving] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSuccess(null);
    setFailure(null);
    setSaving(true);
    const outcome = await saveProfile({ notificationPreferences: prefs });
    setSaving(false);
    if (outcome.ok) setSuccess(say(outcome.message));
    else setFailure(say(outcome.message));
  };

  return (
    <form className="acc-form" noValidate data-testid="preferences-form" onSubmit={(e) => void onSubmit(e)}>
      {success && <Banner kind="success" onDismiss={() => setSuccess(null)}>{success}</Banner>}
      {failure && <Banner kind="error">{failure}</Banner>}
      <fieldset className="acc-checks">
        <legend className="visually-hidden">{t('account.settings.notifications')}</legend>
        {PREFERENCES.map((key) => (
          <label key={key} className="acc-check">
            <input
              type="checkbox"
              name={key}
              checked={prefs[key]}
              onChange={(e) => {
                setPrefs((p) => ({ ...p, [key]: e.target.checked }));
                setSuccess(null);
              }}
            />
            <span>{t(`account.settings.pref.${key}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="acc-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('account.saving') : t('account.settings.savePreferences')}
        </button>
      </div>
    </form>
  );
}

/** The same choice as the header's currency menu: saved with updateCurrency, applied on 200. */
function CurrencyChoice() {
  const { t } = useAccountUi();
  const currencies = useStore($currencies);
  const code = useStore($currencyCode);
  const id = useId();
  useEffect(() => {
    void loadCurrencies();
  }, []);
  return (
    <div className="field acc-field acc-currency">
      <label htmlFor={id} className="visually-hidden">
        {t('account.settings.currency')}
      </label>
      <select id={id} className="input acc-select" data-testid="settings-currency" value={code} onChange={(e) => void selectCurrency(e.target.value)} aria-describedby={`${id}-hint`}>
        {(currencies.some((c) => c.code === code) ? currencies : [...currencies, { code, name: code, symbol: '', rate: 1 }]).map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} · {c.name}
            {c.symbol && c.symbol !== c.code ? ` (${c.symbol})` : ''}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="acc-hint">
        {t('account.settings.currencyLede')}
      </p>
    </div>
  );
}

type PasswordErrors = Partial<Record<PasswordField, string>>;
const NO_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordForm() {
  const { t, say } = useAccountUi();
  const [values, setValues] = useState<PasswordValues>(NO_PASSWORDS);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [show, setShow] = useState(false);
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const update = (field: PasswordField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSuccess(null);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSuccess(null);
    setFailure(null);
    const found = validatePasswordChange(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(key)])));
    if (Object.keys(found).length) {
      focusFirstError(form.current, PASSWORD_FIELDS, found);
      return;
    }
    setSending(true);
    const outcome = await changePassword(values.currentPassword, values.newPassword);
    setSending(false);
    if (outcome === 'updated') {
      setValues(NO_PASSWORDS);
      setSuccess(say('passwordUpdated'));
    } else if (outcome === 'wrongPassword') {
      setErrors({ currentPassword: t('account.settings.wrongPassword') });
      focusFirstError(form.current, PASSWORD_FIELDS, { currentPassword: 'x' });
    } else setFailure(say('passwordNotUpdated'));
  };

  const props = (field: PasswordField, autoComplete: string) => ({
    id: `password-${field}`,
    name: field,
    value: values[field],
    error: errors[field],
    type: show ? 'text' : 'password',
    autoComplete,
    maxLength: 256,
    onChange: (e: { target: { value: string } }) => update(field, e.target.value),
  });

  return (
    <form ref={form} className="acc-form acc-form--narrow" noValidate data-testid="password-form" onSubmit={(e) => void onSubmit(e)}>
      {success && <Banner kind="success" onDismiss={() => setSuccess(null)}>{success}</Banner>}
      {failure && <Banner kind="error">{failure}</Banner>}
      <TextField {...props('currentPassword', 'current-password')} label={t('account.settings.currentPassword')} />
      <TextField {...props('newPassword', 'new-password')} label={t('account.settings.newPassword')} hint={t('account.settings.passwordPolicy')} />
      <TextField {...props('confirmPassword', 'new-password')} label={t('account.settings.confirmPassword')} />
      <label className="acc-check acc-check--small">
        <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
        <span>{t('account.settings.showPasswords')}</span>
      </label>
      <div className="acc-actions">
        <button type="submit" className="btn btn-navy" disabled={sending}>
          {sending ? t('account.settings.changing') : t('account.settings.changePassword')}
        </button>
      </div>
    </form>
  );
}
