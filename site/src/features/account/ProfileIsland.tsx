import { useEffect } from 'react';
import { refreshSession } from '../../lib/session.ts';
import { loadProfile } from '../../stores/account.ts';
import { ProfileForm } from './ProfileForm.tsx';
import { withUi } from '../../lib/ui.tsx';

/** /user-details: the profile form on its own page. */
function ProfileIsland() {
  useEffect(() => {
    refreshSession();
    void loadProfile();
  }, []);
  return <ProfileForm />;
}

export default withUi(ProfileIsland);
