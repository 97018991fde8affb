import { useEffect, useMemo } from 'react';
import { refreshSession } from '../../lib/session.ts';
import { loadProfile } from '../../stores/account.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { FormUiContext, makeFormUi, type Lang, type Strings } from '../../lib/forms/ui.ts';

/** /user-details: the profile form on its own page. */
export default function ProfileIsland({ locale, strings }: { locale: Lang; strings: Strings }) {
  const ui = useMemo(() => makeFormUi(locale, strings), [locale, strings]);
  useEffect(() => {
    refreshSession();
    void loadProfile();
  }, []);
  return (
    <FormUiContext.Provider value={ui}>
      <ProfileForm />
    </FormUiContext.Provider>
  );
}
