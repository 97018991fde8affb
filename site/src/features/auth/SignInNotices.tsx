import type { T } from './ui.tsx';

/*
 * What the sign-in form (SignInForm.tsx) says above its fields besides its banner: that the person is
 * signed in already, and, when the console refused a staff member without an authenticator app, the
 * offer to set one up (docs/adr/0029).
 */

/** Signed in already: go on (to `open`) or, on the site, sign out first. */
export function AlreadySignedIn({ t, name, open, signOut, admin }: { t: T; name: string; open: string; signOut?: () => void; admin: boolean }) {
  return (
    <div className="auth-already" role="status">
      <p>{t(admin ? 'auth.admin.already' : 'auth.signIn.already', { name })}</p>
      <div className="auth-already-actions">
        <a className="btn btn-navy" href={open}>
          {t(admin ? 'auth.admin.open' : 'auth.signIn.continue')}
        </a>
        {signOut && (
          <button type="button" className="btn btn-ghost" onClick={signOut}>
            {t('auth.signIn.signOut')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The console's refusal of a staff member without an authenticator app: set one up now, or not now. */
export function AuthenticatorOffer({ t, onStart, onCancel }: { t: T; onStart: () => void; onCancel: () => void }) {
  return (
    <div className="auth-already" role="status" data-testid="mfa-offer">
      <p>{t('auth.mfa.offer')}</p>
      <div className="auth-already-actions">
        <button type="button" className="btn btn-navy" data-testid="mfa-start" onClick={onStart}>
          {t('auth.mfa.start')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          {t('auth.mfa.cancel')}
        </button>
      </div>
    </div>
  );
}
