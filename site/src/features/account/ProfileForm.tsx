import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { SelectField, TextField } from '../../lib/forms/fields.tsx';
import { Form, SubmitButton } from '../../lib/forms/Form.tsx';
import { useUi } from '../../lib/ui.tsx';
import { useForm } from '../../lib/forms/use-form.ts';
import { $profile, loadProfile, saveProfile, type AccountProfile, type ProfileChanges } from '../../stores/account.ts';
import { CountryField } from '../../lib/forms/country-field.tsx';
import { LoadFailure, Skeleton } from './panel.tsx';
import { PROFILE_FIELDS, validateProfile, type ProfileValues } from './rules.ts';
import { initialTimeZone, timeInZone, timeZoneGroups } from './time-zones.ts';

function valuesOf(profile: AccountProfile): ProfileValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    displayName: profile.displayName ?? '',
    country: profile.country ?? '',
    timeZone: initialTimeZone(profile),
  };
}

/**
 * Shows and edits the profile (getProfile / updateProfile): first and last name, phone number,
 * display name, country and time zone; the e-mail address is shown, not edited (it is the sign-in).
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
  const { t, locale } = useUi();
  const form = useForm('profile', {
    fields: PROFILE_FIELDS,
    initial: valuesOf(profile),
    check: validateProfile,
    schema: () => import('../../../../shared/contract/account.ts').then((m) => m.UpdateProfileInputSchema),
    payload: (v): ProfileChanges => ({
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      phoneNumber: v.phoneNumber.trim(),
      // a blank display name clears it (the header then greets by e-mail)
      displayName: v.displayName.trim(),
      ...(v.country ? { country: v.country } : {}),
      // the zone shown, the device's when none was chosen: what the person saw is what is saved
      timeZone: v.timeZone,
    }),
    send: saveProfile,
  });
  const zone = form.values.timeZone;
  const zones = useMemo(() => timeZoneGroups(zone), [zone]);

  return (
    <Form form={form} testId="profile-form">
      <TextField
        id="profile-email"
        label={t('account.profile.email')}
        hint={t('account.profile.emailHint')}
        value={profile.email}
        readOnly
        aria-required={undefined}
        className="form-readonly"
      />
      <div className="form-row">
        <TextField {...form.bind('firstName')} label={t('account.profile.firstName')} autoComplete="given-name" maxLength={50} />
        <TextField {...form.bind('lastName')} label={t('account.profile.lastName')} autoComplete="family-name" maxLength={50} />
      </div>
      <div className="form-row">
        <TextField
          {...form.bind('phoneNumber')}
          label={t('account.profile.phoneNumber')}
          hint={t('account.profile.phoneHint')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={24}
        />
        <CountryField {...form.bind('country')} label={t('account.profile.country')} optional autoComplete="country" />
      </div>
      <SelectField
        {...form.bind('timeZone')}
        label={t('account.profile.timeZone')}
        hint={`${profile.timeZoneChosen ? '' : `${t('account.profile.timeZoneOffered')} `}${t('account.profile.timeZoneHint', { time: timeInZone(zone, locale) })}`}
        testId="profile-time-zone"
      >
        {zones.map((group) => (
          <optgroup key={group.region} label={t(`account.profile.timeZoneRegion.${group.region}`)}>
            {group.zones.map((z) => (
              <option key={z.id} value={z.id}>
                {z.place}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <TextField
        {...form.bind('displayName')}
        label={t('account.profile.displayName')}
        hint={t('account.profile.displayNameHint')}
        optional
        autoComplete="nickname"
        maxLength={50}
      />
      <div className="form-actions">
        <SubmitButton busy={form.submitting} label={t('account.profile.save')} busyLabel={t('account.saving')} />
      </div>
    </Form>
  );
}
