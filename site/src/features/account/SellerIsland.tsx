import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isValidIban, maskIban, normaliseIban } from '../../../../shared/account.ts';
import { $session, refreshSession } from '../../lib/session.ts';
import { $profile, loadProfile, openSellerAccount, savePaymentSettings } from '../../stores/account.ts';
import { defaultCountry } from '../../lib/forms/countries.ts';
import { CountryField } from '../../lib/forms/country-field.tsx';
import { Banner } from '../../lib/forms/Banner.tsx';
import { TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { useUi, withUi } from '../../lib/ui.tsx';
import type { FormValues } from '../../lib/forms/form-core.ts';
import { useForm, type UseForm } from '../../lib/forms/use-form.ts';
import { LoadFailure, Skeleton } from './panel.tsx';
import { formatIban, formatSwift, SELLER_FIELDS, validatePayout, validateSeller } from './rules.ts';

/**
 * /seller-account: a signed-in person opens a seller account (seller profile name, company and
 * shipping company, country, IBAN and SWIFT/BIC); someone who has one sees it and can change
 * where payouts go. A visitor is asked to sign in.
 */
function SellerIsland() {
  const session = useStore($session);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    refreshSession();
    setMounted(true);
  }, []);
  return !mounted ? <Skeleton lines={4} /> : session.signedIn ? <SignedIn /> : <SignedOut />;
}

export default withUi(SellerIsland);

function SignedOut() {
  const { t, href } = useUi();
  const next = encodeURIComponent(href('/seller-account'));
  return (
    <div className="acc-signed-out">
      <h2>{t('account.seller.signedOutTitle')}</h2>
      <p className="acc-muted">{t('account.seller.signedOutText')}</p>
      <div className="form-actions">
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

/**
 * Where payouts go: the IBAN (upper case and grouped in fours as typed, with its checksum verdict)
 * and the SWIFT/BIC (upper case, no spaces); each is checked when the person leaves it.
 */
function PayoutFields<V extends FormValues & { iban: string; swift: string }>({ form, ibanLabel }: { form: UseForm<V>; ibanLabel: string }) {
  const { t } = useUi();
  const iban = form.bind('iban');
  const valid = isValidIban(iban.value);
  const code = { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } as const;
  return (
    <>
      <div className="acc-iban">
        <TextField {...iban} {...code} label={ibanLabel} hint={valid ? undefined : t('account.seller.ibanHint')} testId="iban" maxLength={42} className="acc-mono" onBlur={form.checkOnLeave('iban')} />
        {valid && !iban.error && (
          <p className="acc-valid" aria-live="polite">
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
              <path d="m5 12.5 4.5 4.5L19 7.5" />
            </svg>
            {t('account.seller.ibanValid')}
          </p>
        )}
      </div>
      <TextField
        {...form.bind('swift')}
        {...code}
        label={t('account.seller.swift')}
        hint={t('account.seller.swiftHint')}
        testId="swift"
        maxLength={11}
        className="acc-mono acc-swift"
        onBlur={form.checkOnLeave('swift')}
      />
    </>
  );
}

/** IBAN and SWIFT/BIC formatted as typed. */
function formatPayout<V extends { iban: string; swift: string }>(field: string, values: V): V {
  if (field === 'iban') return { ...values, iban: formatIban(values.iban) };
  if (field === 'swift') return { ...values, swift: formatSwift(values.swift) };
  return values;
}

function SellerForm({ onOpened }: { onOpened: (message: string) => void }) {
  const { t, say, locale } = useUi();
  const profile = useStore($profile);
  const form = useForm('seller', {
    fields: SELLER_FIELDS,
    initial: {
      sellerProfileName: '',
      companyName: '',
      shippingCompanyName: '',
      country: profile.data?.country || defaultCountry(locale),
      iban: '',
      swift: '',
    },
    check: validateSeller,
    schema: () => import('../../../../shared/contract/account.ts').then((m) => m.CreateSellerAccountInputSchema),
    payload: (v) => ({
      sellerProfileName: v.sellerProfileName.trim(),
      ...(v.companyName.trim() ? { companyName: v.companyName.trim() } : {}),
      ...(v.shippingCompanyName.trim() ? { shippingCompanyName: v.shippingCompanyName.trim() } : {}),
      country: v.country,
      iban: normaliseIban(v.iban),
      swift: formatSwift(v.swift),
    }),
    adjust: formatPayout,
    send: openSellerAccount,
    success: 'quiet',
    // the success message outlives the form (the page then shows the seller view)
    onSuccess: (_profile, message) => onOpened(say(message)),
  });

  return (
    <Form form={form} testId="seller-form" aria-labelledby="seller-form-title" heading={<h2 id="seller-form-title" className="form-title">{t('account.seller.title')}</h2>}>
      <fieldset className="form-fieldset">
        <legend>{t('account.seller.aboutYou')}</legend>
        <TextField
          {...form.bind('sellerProfileName')}
          label={t('account.seller.profileName')}
          hint={t('account.seller.profileNameHint')}
          testId="seller-profile-name"
          autoComplete="organization"
          maxLength={40}
        />
        <div className="form-row">
          <TextField {...form.bind('companyName')} label={t('account.seller.companyName')} optional autoComplete="organization" maxLength={100} />
          <TextField
            {...form.bind('shippingCompanyName')}
            label={t('account.seller.shippingCompanyName')}
            hint={t('account.seller.shippingCompanyHint')}
            optional
            maxLength={100}
          />
        </div>
        <CountryField {...form.bind('country')} label={t('account.seller.country')} autoComplete="country" />
      </fieldset>
      <fieldset className="form-fieldset">
        <legend>{t('account.seller.payout')}</legend>
        <p className="acc-muted form-legend-lede">{t('account.seller.payoutLede')}</p>
        <PayoutFields form={form} ibanLabel={t('account.seller.iban')} />
      </fieldset>
      <div className="form-actions">
        <SubmitButton busy={form.submitting} testId="seller-submit" label={t('account.seller.submit')} busyLabel={t('account.seller.submitting')} />
      </div>
    </Form>
  );
}

/** Someone with a seller account: who they sell as, the way to the dashboard, and payout settings. */
function SellerHome({ opened, onDismiss }: { opened: string | null; onDismiss: () => void }) {
  const { t, href } = useUi();
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
        <div className="form-actions">
          <a className="btn btn-primary" href={href('/sellar-dashboard')}>
            {t('account.seller.dashboard')}
          </a>
          <a className="btn btn-ghost" href={href('/sellar-dashboard/List%20an%20item')}>
            {t('account.seller.listItem')}
          </a>
        </div>
      </section>
      <section className="card panel acc-card" aria-labelledby="payment-settings-title">
        <h3 id="payment-settings-title">{t('account.seller.paymentTitle')}</h3>
        <p className="acc-muted">{t('account.seller.paymentLede')}</p>
        <PaymentSettingsForm />
      </section>
    </div>
  );
}

function PaymentSettingsForm() {
  const { t } = useUi();
  const profile = useStore($profile).data!;
  const form = useForm('payment', {
    fields: ['iban', 'swift'] as const,
    initial: { iban: '', swift: '' },
    check: validatePayout,
    invalidBanner: null,
    schema: () => import('../../../../shared/contract/account.ts').then((m) => m.UpdatePaymentSettingsInputSchema),
    payload: (v) => ({ iban: normaliseIban(v.iban), swift: formatSwift(v.swift) }),
    adjust: formatPayout,
    send: savePaymentSettings,
    reset: () => ({ iban: '', swift: '' }),
  });

  return (
    <Form form={form} testId="payment-form">
      <div className="acc-current-account">
        <span className="label acc-summary-label">{t('account.seller.currentAccount')}</span>
        {profile.iban ? (
          <span className="acc-mono" data-testid="current-iban">
            {maskIban(profile.iban)}
            {profile.swift ? ` · ${profile.swift}` : ''}
          </span>
        ) : (
          <span className="acc-muted">{t('account.seller.noAccount')}</span>
        )}
      </div>
      <PayoutFields form={form} ibanLabel={t('account.seller.newIban')} />
      <div className="form-actions">
        <SubmitButton busy={form.submitting} testId="payment-submit" label={t('account.seller.savePayment')} busyLabel={t('account.saving')} />
      </div>
    </Form>
  );
}
