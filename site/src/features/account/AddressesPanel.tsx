import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { TextField, SelectField } from '../../lib/forms/fields.tsx';
import { CountryField } from '../../lib/forms/country-field.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { $myAccount, $profile, addAddress, clearAccountMessages, loadAddresses, removeAddress, selectAddress, type Address, type NewAddress } from '../../stores/account.ts';
import { addressLines } from './address-lines.ts';
import { callingCodeOf } from '../../../../shared/countries.ts';
import { countryOptions, defaultCountry } from '../../lib/forms/countries.ts';
import { SavedChoices } from './SavedChoices.tsx';
import { ADDRESS_FIELDS, validateAddress, type AddressValues } from './rules.ts';

function emptyAddress(country: string): AddressValues {
  return { fullName: '', country, streetAddress: '', addressLine1: '', addressLine2: '', city: '', region: '', postCode: '', countryCode: country, phoneNumber: '' };
}

/**
 * Shipping addresses: the list (one ticked: checkout ships there), removal after a confirmation,
 * and the form that adds one with every field of the spec's Address, each with its own message.
 */
export function AddressesPanel() {
  const { t, tn, locale } = useUi();
  const account = useStore($myAccount);
  return (
    <SavedChoices
      kind="address"
      strings="account.addresses"
      radioName="shipping-address"
      items={account.addresses}
      state={account.addressesState}
      success={account.shippingSuccessMessage}
      load={loadAddresses}
      onSelect={selectAddress}
      onRemove={removeAddress}
      headExtra={account.addressesState === 'ready' && account.addresses.length > 0 && <span className="acc-count">{tn('account.addresses.count', account.addresses.length)}</span>}
      view={(a) => ({
        body: (
          <>
            <span className="acc-choice-title">{a.fullName}</span>
            <span className="acc-address">
              {addressLines(a, locale).map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </span>
            <span className="acc-choice-meta">
              {a.countryCode} {a.phoneNumber}
            </span>
          </>
        ),
        names: { name: a.fullName },
      })}
      form={{ title: t('account.addresses.formTitle'), children: <AddressForm /> }}
    />
  );
}

/** The add-address form (here and at checkout); `onAdded` hears the address the server saved. */
export function AddressForm({ onAdded }: { onAdded?: (address: Address) => void } = {}) {
  const { t, locale } = useUi();
  const profile = useStore($profile);
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const form = useForm('address', {
    fields: ADDRESS_FIELDS,
    initial: emptyAddress(profile.data?.country || defaultCountry(locale)),
    check: validateAddress,
    schema: () => import('../../../../shared/contract/account.ts').then((m) => m.AddShippingAddressInputSchema),
    payload: (v): NewAddress => ({
      fullName: v.fullName.trim(),
      country: v.country,
      streetAddress: v.streetAddress.trim(),
      addressLine1: v.addressLine1.trim(),
      ...(v.addressLine2.trim() ? { addressLine2: v.addressLine2.trim() } : {}),
      city: v.city.trim(),
      region: v.region.trim(),
      postCode: v.postCode.trim(),
      phoneNumber: v.phoneNumber.trim(),
      countryCode: callingCodeOf(v.countryCode) ?? '',
    }),
    // The country code follows the country until the person picks another one themselves.
    adjust: (field, v, before) => (field === 'country' && v.country && before.countryCode === before.country ? { ...v, countryCode: v.country } : v),
    send: (payload) => {
      clearAccountMessages();
      return addAddress(payload);
    },
    // the success banner sits above the list, where the new address appears
    success: 'quiet',
    reset: (v) => emptyAddress(v.country),
    onSuccess: (address) => {
      onAdded?.(address);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="form-success"]')?.scrollIntoView({ block: 'nearest' }));
    },
  });

  return (
    <Form form={form} testId="address-form">
      <div className="form-row">
        <TextField {...form.bind('fullName')} label={t('account.addresses.fullName')} autoComplete="shipping name" maxLength={100} />
        <CountryField {...form.bind('country')} label={t('account.addresses.country')} autoComplete="shipping country" />
      </div>
      <TextField
        {...form.bind('streetAddress')}
        label={t('account.addresses.streetAddress')}
        hint={t('account.addresses.streetAddressHint')}
        autoComplete="shipping address-line1"
        maxLength={120}
      />
      <div className="form-row">
        <TextField
          {...form.bind('addressLine1')}
          label={t('account.addresses.addressLine1')}
          hint={t('account.addresses.addressLine1Hint')}
          autoComplete="shipping address-line2"
          maxLength={120}
        />
        <TextField {...form.bind('addressLine2')} label={t('account.addresses.addressLine2')} optional autoComplete="shipping address-line3" maxLength={120} />
      </div>
      <div className="form-row form-row--3">
        <TextField {...form.bind('city')} label={t('account.addresses.city')} autoComplete="shipping address-level2" maxLength={80} />
        <TextField {...form.bind('region')} label={t('account.addresses.region')} autoComplete="shipping address-level1" maxLength={80} />
        <TextField {...form.bind('postCode')} label={t('account.addresses.postCode')} autoComplete="shipping postal-code" maxLength={12} />
      </div>
      <fieldset className="acc-phone">
        <legend className="visually-hidden">{t('account.addresses.phoneNumber')}</legend>
        <SelectField {...form.bind('countryCode')} label={t('account.addresses.countryCode')} className="acc-phone-code">
          <option value="">—</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.dial})
            </option>
          ))}
        </SelectField>
        <TextField
          {...form.bind('phoneNumber')}
          label={t('account.addresses.phoneNumber')}
          hint={t('account.addresses.phoneHint')}
          type="tel"
          autoComplete="shipping tel-national"
          inputMode="tel"
          maxLength={24}
        />
      </fieldset>
      <div className="form-actions">
        <SubmitButton busy={form.submitting} testId="add-address" label={t('account.addresses.submit')} busyLabel={t('account.addresses.submitting')} />
      </div>
    </Form>
  );
}
