import { useEffect } from 'react';
import { refreshSession } from '../../lib/session.ts';
import { loadProfile } from '../../stores/account.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { FormUiProvider } from '../../lib/forms/FormUiProvider.tsx';
import type { Lang, Strings } from '../../lib/forms/ui.ts';

/** /user-details: the profile form on its own page. */
export default function ProfileIsland({ locale, strings }: { locale: Lang; strings: Strings }) {
  useEffect(() => {
    refreshSession();
    void loadProfile();
  }, []);
  return (
    <FormUiProvider locale={locale} strings={strings}>
      <ProfileForm />
    </FormUiProvider>
  );
}
