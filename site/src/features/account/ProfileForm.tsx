import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { $profile, loadProfile, saveProfile, type AccountProfile, type ProfileChanges } from '../../stores/account.ts';
import { countryOptions } from './countries.ts';
import { Banner, fieldBinder, focusFirstError, LoadFailure, SelectField, showRefusal, Skeleton, TextField } from './form-kit.tsx';
import { PROFILE_FIELDS, validateProfile, type ProfileField, type ProfileValues } from './rules.ts';
import { useAccountUi } from './ui.ts';

type Errors = Partial<Record<ProfileField, string>>;

function valuesOf(profile: AccountProfile | null): ProfileValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    phoneNumber: profile?.phoneNumber ?? '',
    displayName: profile?.displayName ?? '',
    country: profile?.country ?? '',
  };
}

/**
 * Shows and edits the profile (getProfile / updateProfile): first and last name, phone number,
 * display name and country; the e-mail address is shown, not edited (it is the sign-in).
 */
export function ProfileForm() {
  const profile = useStore($profile);
  useEffect(() => {
    if (profile.state === 'idle') void loadProfile();
  }, [profile.state]);
  if (profile.state === 'error') return <LoadFailure status={profile.status} onRetry={() => void loadProfile(true)} />;
  if (!profile.data) return <Skeleton lines={5} />;
  // Mounted once the profile is known, so the fields start filled (later refreshes leave typing alone).
  return <ProfileFields profile={profile.data} />;
}

function ProfileFields({ profile }: { profile: AccountProfile }) {
  const ui = useAccountUi();
  const { t, say } = ui;
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const countries = useMemo(() => countryOptions(ui.locale), [ui.locale]);

  const update = (field: ProfileField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setSuccess(null);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSuccess(null);
    setFailure(null);
    const found = validateProfile(values);
    const translated: Errors = Object.fromEntries(Object.entries(found).map(([f, key]) => [f, t(key)]));
    setErrors(translated);
    if (Object.keys(found).length) {
      setFailure(t('account.error.fixFields'));
      focusFirstError(form.current, PROFILE_FIELDS, found);
      return;
    }
    const changes: ProfileChanges = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber.trim(),
    };
    // a blank display name clears it (the header then greets by e-mail)
    changes.displayName = values.displayName.trim();
    if (values.country) changes.country = values.country;
    setSaving(true);
    const outcome = await saveProfile(changes);
    setSaving(false);
    if (outcome.ok) {
      setSuccess(say(outcome.message));
      return;
    }
    showRefusal(outcome, PROFILE_FIELDS, say, { setErrors, setFailure, form: form.current });
  };

  const props = fieldBinder('profile', values, errors, update);

  return (
    <form ref={form} className="acc-form" noValidate data-testid="profile-form" onSubmit={(e) => void onSubmit(e)}>
      {success && <Banner kind="success" onDismiss={() => setSuccess(null)}>{success}</Banner>}
      {failure && <Banner kind="error">{failure}</Banner>}
      <TextField
        id="profile-email"
        label={t('account.profile.email')}
        hint={t('account.profile.emailHint')}
        value={profile.email}
        readOnly
        optional={false}
        aria-required={undefined}
        className="acc-readonly"
      />
      <div className="acc-row">
        <TextField {...props('firstName')} label={t('account.profile.firstName')} autoComplete="given-name" maxLength={50} />
        <TextField {...props('lastName')} label={t('account.profile.lastName')} autoComplete="family-name" maxLength={50} />
      </div>
      <div className="acc-row">
        <TextField
          {...props('phoneNumber')}
          label={t('account.profile.phoneNumber')}
          hint={t('account.profile.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={24}
        />
        <SelectField {...props('country')} label={t('account.profile.country')} optional autoComplete="country">
          <option value="">{t('account.profile.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        {...props('displayName')}
        label={t('account.profile.displayName')}
        hint={t('account.profile.displayNameHint')}
        optional
        autoComplete="nickname"
        maxLength={50}
      />
      <div className="acc-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('account.saving') : t('account.profile.save')}
        </button>
      </div>
    </form>
  );
}
