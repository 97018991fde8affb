import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { isValidIban, maskIban, normaliseIban } from '../../../../shared/account.ts';
import { $session, refreshSession } from '../../lib/session.ts';
import { $profile, loadProfile, openSellerAccount, savePaymentSettings } from '../../stores/account.ts';
import { countryOptions, defaultCountry } from './countries.ts';
import { Banner, fieldBinder, focusFirstError, LoadFailure, SelectField, showRefusal, Skeleton, TextField } from './form-kit.tsx';
import { formatIban, formatSwift, SELLER_FIELDS, validatePayout, validateSeller, type SellerField, type SellerValues } from './rules.ts';
import { AccountUiContext, makeAccountUi, useAccountUi, type Lang, type Strings } from './ui.ts';

/**
 * /seller-account: a signed-in person opens a seller account (seller profile name, company and
 * shipping company, country, IBAN and SWIFT/BIC); someone who has one sees it and can change
 * where payouts go. A visitor is asked to sign in.
 */
export default function SellerIsland({ locale, strings }: { locale: Lang; strings: Strings }) {
  const ui = useMemo(() => makeAccountUi(locale, strings), [locale, strings]);
  const session = useStore($session);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    refreshSession();
    setMounted(true);
  }, []);
  return (
    <AccountUiContext.Provider value={ui}>
      {!mounted ? <Skeleton lines={4} /> : session.signedIn ? <SignedIn /> : <SignedOut />}
    </AccountUiContext.Provider>
  );
}

function SignedOut() {
  const { t, href } = useAccountUi();
  const next = encodeURIComponent(href('/seller-account'));
  return (
    <div className="acc-signed-out">
      <h2>{t('account.seller.signedOutTitle')}</h2>
      <p className="acc-muted">{t('account.seller.signedOutText')}</p>
      <div className="acc-actions">
        <a className="btn btn-primary" href={`${href('/seller-login')}?next=${next}`}>
          {t('account.signIn')}
        </a>
        <a className="btn btn-ghost" href={href('/user-account')}>
          {t('account.seller.register')}
        </a>
      </div>
    </div>
  );
}

function SignedIn() {
  const profile = useStore($profile);
  // The success message outlives the form it came from (the page then shows the seller view).
  const [opened, setOpened] = useState<string | null>(null);
  useEffect(() => {
    if (profile.state === 'idle') void loadProfile();
  }, [profile.state]);
  if (profile.state === 'error') return <LoadFailure status={profile.status} onRetry={() => void loadProfile(true)} />;
  if (!profile.data) return <Skeleton lines={5} />;
  if (profile.data.sellerAccount) return <SellerHome opened={opened} onDismiss={() => setOpened(null)} />;
  return <SellerForm onOpened={setOpened} />;
}

/** The IBAN input: upper case and grouped in fours as typed, with its checksum verdict. */
function IbanField({
  id,
  label,
  value,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useAccountUi();
  const valid = isValidIban(value);
  return (
    <div className="acc-iban">
      <TextField
        id={id}
        name="iban"
        label={label}
        value={value}
        error={error}
        hint={valid ? undefined : t('account.seller.ibanHint')}
        testId="iban"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={42}
        className="acc-mono"
        onChange={(e) => onChange(formatIban(e.target.value))}
        onBlur={onBlur}
      />
      {valid && !error && (
        <p className="acc-valid" aria-live="polite">
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
          {t('account.seller.ibanValid')}
        </p>
      )}
    </div>
  );
}

type SellerErrors = Partial<Record<SellerField, string>>;

function SellerForm({ onOpened }: { onOpened: (message: string) => void }) {
  const { t, say, locale } = useAccountUi();
  const profile = useStore($profile);
  const [values, setValues] = useState<SellerValues>(() => ({
    sellerProfileName: '',
    companyName: '',
    shippingCompanyName: '',
    country: profile.data?.country || defaultCountry(locale),
    iban: '',
    swift: '',
  }));
  const [errors, setErrors] = useState<SellerErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);

  const update = (field: SellerField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  /** A payout field is checked when the person leaves it (and again on submit). */
  const checkOnBlur = (field: 'iban' | 'swift') => {
    if (!values[field].trim()) return;
    const found = validatePayout(values)[field];
    if (found) setErrors((e) => ({ ...e, [field]: t(found) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = validateSeller(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(key)])));
    if (Object.keys(found).length) {
      setFailure(t('account.error.fixFields'));
      focusFirstError(form.current, SELLER_FIELDS, found);
      return;
    }
    setSending(true);
    const outcome = await openSellerAccount({
      sellerProfileName: values.sellerProfileName.trim(),
      ...(values.companyName.trim() ? { companyName: values.companyName.trim() } : {}),
      ...(values.shippingCompanyName.trim() ? { shippingCompanyName: values.shippingCompanyName.trim() } : {}),
      country: values.country,
      iban: normaliseIban(values.iban),
      swift: formatSwift(values.swift),
    });
    setSending(false);
    if (outcome.ok) {
      onOpened(say(outcome.message));
      return;
    }
    showRefusal(outcome, SELLER_FIELDS, say, { setErrors, setFailure, form: form.current });
  };

  const props = fieldBinder('seller', values, errors, update);

  return (
    <form ref={form} className="acc-form" noValidate data-testid="seller-form" aria-labelledby="seller-form-title" onSubmit={(e) => void onSubmit(e)}>
      <h2 id="seller-form-title" className="acc-form-title">
        {t('account.seller.title')}
      </h2>
      {failure && <Banner kind="error">{failure}</Banner>}
      <fieldset className="acc-fieldset">
        <legend>{t('account.seller.aboutYou')}</legend>
        <TextField
          {...props('sellerProfileName')}
          label={t('account.seller.profileName')}
          hint={t('account.seller.profileNameHint')}
          testId="seller-profile-name"
          autoComplete="organization"
          maxLength={40}
        />
        <div className="acc-row">
          <TextField {...props('companyName')} label={t('account.seller.companyName')} optional autoComplete="organization" maxLength={100} />
          <TextField
            {...props('shippingCompanyName')}
            label={t('account.seller.shippingCompanyName')}
            hint={t('account.seller.shippingCompanyHint')}
            optional
            maxLength={100}
          />
        </div>
        <SelectField {...props('country')} label={t('account.seller.country')} autoComplete="country">
          <option value="">{t('account.profile.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="acc-fieldset">
        <legend>{t('account.seller.payout')}</legend>
        <p className="acc-muted acc-legend-lede">{t('account.seller.payoutLede')}</p>
        <IbanField
          id="seller-iban"
          label={t('account.seller.iban')}
          value={values.iban}
          error={errors.iban}
          onChange={(v) => update('iban', v)}
          onBlur={() => checkOnBlur('iban')}
        />
        <TextField
          {...props('swift')}
          label={t('account.seller.swift')}
          hint={t('account.seller.swiftHint')}
          testId="swift"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={11}
          className="acc-mono acc-swift"
          onChange={(e) => update('swift', formatSwift(e.target.value))}
          onBlur={() => checkOnBlur('swift')}
        />
      </fieldset>
      <div className="acc-actions">
        <button type="submit" className="btn btn-primary" data-testid="seller-submit" disabled={sending}>
          {sending ? t('account.seller.submitting') : t('account.seller.submit')}
        </button>
      </div>
    </form>
  );
}

/** Someone with a seller account: who they sell as, the way to the dashboard, and payout settings. */
function SellerHome({ opened, onDismiss }: { opened: string | null; onDismiss: () => void }) {
  const { t, href } = useAccountUi();
  const profile = useStore($profile).data!;
  return (
    <div className="acc-stack">
      {opened && (
        <Banner kind="success" onDismiss={onDismiss}>
          {opened}
        </Banner>
      )}
      <section className="acc-seller-home" aria-labelledby="seller-home-title">
        <div>
          <h2 id="seller-home-title">{t('account.seller.doneTitle')}</h2>
          {profile.sellerProfileName && <p className="acc-muted">{t('account.seller.sellingAs', { name: profile.sellerProfileName })}</p>}
        </div>
        <div className="acc-actions">
          <a className="btn btn-primary" href={href('/sellar-dashboard')}>
            {t('account.seller.dashboard')}
          </a>
          <a className="btn btn-ghost" href={href('/sellar-dashboard/List%20an%20item')}>
            {t('account.seller.listItem')}
          </a>
        </div>
      </section>
      <section className="acc-card" aria-labelledby="payment-settings-title">
        <h3 id="payment-settings-title">{t('account.seller.paymentTitle')}</h3>
        <p className="acc-muted">{t('account.seller.paymentLede')}</p>
        <PaymentSettingsForm />
      </section>
    </div>
  );
}

function PaymentSettingsForm() {
  const { t, say } = useAccountUi();
  const profile = useStore($profile).data!;
  const [values, setValues] = useState({ iban: '', swift: '' });
  const [errors, setErrors] = useState<Partial<Record<'iban' | 'swift', string>>>({});
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const update = (field: 'iban' | 'swift', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSuccess(null);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const checkOnBlur = (field: 'iban' | 'swift') => {
    if (!values[field].trim()) return;
    const found = validatePayout(values)[field];
    if (found) setErrors((e) => ({ ...e, [field]: t(found) }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSuccess(null);
    setFailure(null);
    const found = validatePayout(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(key)])));
    if (Object.keys(found).length) {
      focusFirstError(form.current, ['iban', 'swift'], found);
      return;
    }
    setSending(true);
    const outcome = await savePaymentSettings({ iban: normaliseIban(values.iban), swift: formatSwift(values.swift) });
    setSending(false);
    if (outcome.ok) {
      setSuccess(say(outcome.message));
      setValues({ iban: '', swift: '' });
      return;
    }
    showRefusal(outcome, ['iban', 'swift'] as const, say, { setErrors, setFailure });
  };

  return (
    <form ref={form} className="acc-form" noValidate data-testid="payment-form" onSubmit={(e) => void onSubmit(e)}>
      {success && <Banner kind="success" onDismiss={() => setSuccess(null)}>{success}</Banner>}
      {failure && <Banner kind="error">{failure}</Banner>}
      <div className="acc-current-account">
        <span className="acc-summary-label">{t('account.seller.currentAccount')}</span>
        {profile.iban ? (
          <span className="acc-mono" data-testid="current-iban">
            {maskIban(profile.iban)}
            {profile.swift ? ` · ${profile.swift}` : ''}
          </span>
        ) : (
          <span className="acc-muted">{t('account.seller.noAccount')}</span>
        )}
      </div>
      <IbanField
        id="payment-iban"
        label={t('account.seller.newIban')}
        value={values.iban}
        error={errors.iban}
        onChange={(v) => update('iban', v)}
        onBlur={() => checkOnBlur('iban')}
      />
      <TextField
        id="payment-swift"
        name="swift"
        label={t('account.seller.swift')}
        hint={t('account.seller.swiftHint')}
        value={values.swift}
        error={errors.swift}
        testId="swift"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={11}
        className="acc-mono acc-swift"
        onChange={(e) => update('swift', formatSwift(e.target.value))}
        onBlur={() => checkOnBlur('swift')}
      />
      <div className="acc-actions">
        <button type="submit" className="btn btn-primary" data-testid="payment-submit" disabled={sending}>
          {sending ? t('account.saving') : t('account.seller.savePayment')}
        </button>
      </div>
    </form>
  );
}
