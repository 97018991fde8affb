/**
 * Changes the signed-in person's password with Cognito (Amplify's `updatePassword`). Amplify and
 * its configuration (features/auth/amplify.ts) are loaded only when the form is submitted, so they
 * never weigh on the account pages' first load.
 */
export type PasswordChangeOutcome = 'updated' | 'wrongPassword' | 'failed';

export async function changePassword(oldPassword: string, newPassword: string): Promise<PasswordChangeOutcome> {
  try {
    // Through the one module that loads Amplify, so the site ships Amplify as one chunk.
    const { changePassword: updatePassword } = await import('../auth/amplify.ts');
    await updatePassword(oldPassword, newPassword);
    return 'updated';
  } catch (error) {
    // Cognito answers a wrong current password with NotAuthorizedException; anything else (no
    // Amplify session, too many attempts, offline) means: sign in again and retry.
    return (error as { name?: string } | null)?.name === 'NotAuthorizedException' ? 'wrongPassword' : 'failed';
  }
}
