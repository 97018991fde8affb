import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  $myAccount,
  $profile,
  addAddress,
  clearAccountMessages,
  loadAddresses,
  removeAddress,
  selectAddress,
  type Address,
} from '../../stores/account.ts';
import { addressLines } from './address-lines.ts';
import { callingCodeOf, countryOptions, defaultCountry } from './countries.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Banner, fieldBinder, focusFirstError, LoadFailure, SelectField, showRefusal, Skeleton, TextField } from './form-kit.tsx';
import { ADDRESS_FIELDS, validateAddress, type AddressField, type AddressValues } from './rules.ts';
import { useAccountUi } from './ui.ts';

type Errors = Partial<Record<AddressField, string>>;

function emptyAddress(country: string): AddressValues {
  return {
    fullName: '',
    country,
    streetAddress: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    region: '',
    postCode: '',
    countryCode: country,
    phoneNumber: '',
  };
}

/**
 * Shipping addresses: the list (one ticked: checkout ships there), removal after a confirmation,
 * and the form that adds one with every field of the spec's Address, each with its own message.
 */
export function AddressesPanel() {
  const { t, tn, say, locale } = useAccountUi();
  const account = useStore($myAccount);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (account.addressesState === 'idle') void loadAddresses();
    return () => clearAccountMessages();
  }, []);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    setFailure(null);
    const outcome = await removeAddress(removing.id);
    setBusy(false);
    setRemoving(null);
    if (!outcome.ok) setFailure(say(outcome.message));
  };

  const loading = account.addressesState === 'idle' || account.addressesState === 'loading';

  return (
    <div className="acc-stack">
      {account.shippingSuccessMessage && (
        <Banner kind="success" onDismiss={clearAccountMessages}>
          {say(account.shippingSuccessMessage)}
        </Banner>
      )}
      {failure && <Banner kind="error">{failure}</Banner>}

      <section className="acc-card" aria-labelledby="addresses-list-title">
        <div className="acc-card-head">
          <h3 id="addresses-list-title">{t('account.addresses.listLabel')}</h3>
          {account.addressesState === 'ready' && account.addresses.length > 0 && (
            <span className="acc-count">{tn('account.addresses.count', account.addresses.length)}</span>
          )}
        </div>
        {loading && account.addresses.length === 0 ? (
          <Skeleton lines={3} />
        ) : account.addressesState === 'error' ? (
          <LoadFailure status={0} onRetry={() => void loadAddresses()} />
        ) : account.addresses.length === 0 ? (
          <p className="acc-empty-text">{t('account.addresses.empty')}</p>
        ) : (
          <ul className="acc-choices" aria-label={t('account.addresses.listLabel')}>
            {account.addresses.map((a) => (
              <li key={a.id} className={`acc-choice${a.checked ? ' is-checked' : ''}`} data-testid="address-item" data-checked={a.checked}>
                <label className="acc-choice-main">
                  <input
                    type="radio"
                    name="shipping-address"
                    className="acc-radio"
                    checked={a.checked}
                    onChange={() => selectAddress(a.id)}
                    data-testid="address-select"
                    aria-label={t('account.addresses.useLabel', { name: a.fullName })}
                  />
                  <span className="acc-choice-body">
                    <span className="acc-choice-title">{a.fullName}</span>
                    <span className="acc-address">
                      {addressLines(a, locale).map((line, i) => (
                        <span key={i}>{line}</span>
                      ))}
                    </span>
                    <span className="acc-choice-meta">
                      {a.countryCode} {a.phoneNumber}
                    </span>
                  </span>
                </label>
                <div className="acc-choice-side">
                  {a.checked ? <span className="acc-badge">{t('account.addresses.selected')}</span> : <span className="acc-badge acc-badge--quiet">{t('account.addresses.use')}</span>}
                  <button
                    type="button"
                    className="acc-link-button"
                    data-testid="address-remove"
                    aria-label={t('account.addresses.removeLabel', { name: a.fullName })}
                    onClick={() => setRemoving(a)}
                  >
                    {t('account.addresses.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="acc-card" aria-labelledby="address-form-title">
        <h3 id="address-form-title">{t('account.addresses.formTitle')}</h3>
        <AddressForm />
      </section>

      <ConfirmDialog
        open={removing !== null}
        title={t('account.addresses.confirmTitle')}
        text={removing ? t('account.addresses.confirmText', { name: removing.fullName }) : ''}
        confirmLabel={t('account.confirm.yes')}
        cancelLabel={t('account.confirm.no')}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </div>
  );
}

/** The add-address form (here and at checkout); `onAdded` hears the address the server saved. */
export function AddressForm({ onAdded }: { onAdded?: (address: Address) => void } = {}) {
  const { t, say, locale } = useAccountUi();
  const profile = useStore($profile);
  const startCountry = profile.data?.country || defaultCountry(locale);
  const [values, setValues] = useState<AddressValues>(() => emptyAddress(startCountry));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const dialTouched = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const countries = useMemo(() => countryOptions(locale), [locale]);

  const update = (field: AddressField, value: string) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      // The country code follows the country until the person picks one themselves.
      if (field === 'country' && !dialTouched.current && value) next.countryCode = value;
      return next;
    });
    if (field === 'countryCode') dialTouched.current = true;
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    clearAccountMessages();
    const found = validateAddress(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(key)])));
    if (Object.keys(found).length) {
      setFailure(t('account.error.fixFields'));
      focusFirstError(form.current, ADDRESS_FIELDS, found);
      return;
    }
    setSending(true);
    const outcome = await addAddress({
      fullName: values.fullName.trim(),
      country: values.country,
      streetAddress: values.streetAddress.trim(),
      addressLine1: values.addressLine1.trim(),
      ...(values.addressLine2.trim() ? { addressLine2: values.addressLine2.trim() } : {}),
      city: values.city.trim(),
      region: values.region.trim(),
      postCode: values.postCode.trim(),
      phoneNumber: values.phoneNumber.trim(),
      countryCode: callingCodeOf(values.countryCode) ?? '',
    });
    setSending(false);
    if (outcome.ok) {
      dialTouched.current = false;
      setValues(emptyAddress(values.country));
      setErrors({});
      onAdded?.(outcome.data);
      // the success banner sits above the list, where the new address appears
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="form-success"]')?.scrollIntoView({ block: 'nearest' }));
      return;
    }
    showRefusal(outcome, ADDRESS_FIELDS, say, { setErrors, setFailure, form: form.current });
  };

  const props = fieldBinder('address', values, errors, update);

  return (
    <form ref={form} className="acc-form" noValidate data-testid="address-form" onSubmit={(e) => void onSubmit(e)}>
      {failure && <Banner kind="error">{failure}</Banner>}
      <div className="acc-row">
        <TextField {...props('fullName')} label={t('account.addresses.fullName')} autoComplete="shipping name" maxLength={100} />
        <SelectField {...props('country')} label={t('account.addresses.country')} autoComplete="shipping country">
          <option value="">{t('account.profile.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        {...props('streetAddress')}
        label={t('account.addresses.streetAddress')}
        hint={t('account.addresses.streetAddressHint')}
        autoComplete="shipping address-line1"
        maxLength={120}
      />
      <div className="acc-row">
        <TextField
          {...props('addressLine1')}
          label={t('account.addresses.addressLine1')}
          hint={t('account.addresses.addressLine1Hint')}
          autoComplete="shipping address-line2"
          maxLength={120}
        />
        <TextField {...props('addressLine2')} label={t('account.addresses.addressLine2')} optional autoComplete="shipping address-line3" maxLength={120} />
      </div>
      <div className="acc-row acc-row--3">
        <TextField {...props('city')} label={t('account.addresses.city')} autoComplete="shipping address-level2" maxLength={80} />
        <TextField {...props('region')} label={t('account.addresses.region')} autoComplete="shipping address-level1" maxLength={80} />
        <TextField {...props('postCode')} label={t('account.addresses.postCode')} autoComplete="shipping postal-code" maxLength={12} />
      </div>
      <fieldset className="acc-phone">
        <legend className="visually-hidden">{t('account.addresses.phoneNumber')}</legend>
        <SelectField {...props('countryCode')} label={t('account.addresses.countryCode')} className="acc-phone-code">
          <option value="">—</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.dial})
            </option>
          ))}
        </SelectField>
        <TextField
          {...props('phoneNumber')}
          label={t('account.addresses.phoneNumber')}
          hint={t('account.addresses.phoneHint')}
          type="tel"
          autoComplete="shipping tel-national"
          inputMode="tel"
          maxLength={24}
        />
      </fieldset>
      <div className="acc-actions">
        <button type="submit" className="btn btn-primary" data-testid="add-address" disabled={sending}>
          {sending ? t('account.addresses.submitting') : t('account.addresses.submit')}
        </button>
      </div>
    </form>
  );
}
