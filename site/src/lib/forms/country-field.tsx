/**
 * A country select: "Choose a country" (the empty value), then every country named and sorted in the
 * page's language. The profile, the seller account and the address forms' one country field; a module
 * of its own so that only the forms using it load it. Its page's strings carry
 * `account.profile.chooseCountry`.
 */
import { useMemo } from 'react';
import { SelectField, type SelectFieldProps } from './fields.tsx';
import { countryOptions } from './countries.ts';
import { useUi } from '../ui.tsx';

export type CountryFieldProps = Omit<SelectFieldProps, 'children'>;

/** A labelled select of the countries, with "Choose a country" first. */
export function CountryField(props: CountryFieldProps) {
  const { t, locale } = useUi();
  const countries = useMemo(() => countryOptions(locale), [locale]);
  return (
    <SelectField {...props}>
      <option value="">{t('account.profile.chooseCountry')}</option>
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
}
