import { useEffect, useMemo } from 'react';
import { refreshSession } from '../../lib/session.ts';
import { loadProfile } from '../../stores/account.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { AccountUiContext, makeAccountUi, type Lang, type Strings } from './ui.ts';

/** /user-details: the profile form on its own page. */
export default function ProfileIsland({ locale, strings }: { locale: Lang; strings: Strings }) {
  const ui = useMemo(() => makeAccountUi(locale, strings), [locale, strings]);
  useEffect(() => {
    refreshSession();
    void loadProfile();
  }, []);
  return (
    <AccountUiContext.Provider value={ui}>
      <ProfileForm />
    </AccountUiContext.Provider>
  );
}
