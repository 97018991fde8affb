/**
 * The staff roles are Cognito groups (ARCHITECTURE.md "Security rules"); a seller is a person with a
 * seller account (their profile), not a group. These are the only places the group names are read.
 */
export const StaffGroup = { admin: 'admin', expert: 'expert' } as const;

/** Admins run the back office. */
export function isAdmin(groups: readonly string[]): boolean {
  return groups.includes(StaffGroup.admin);
}

/** Experts and admins review listings and see lots that are not public. */
export function isStaff(groups: readonly string[]): boolean {
  return groups.includes(StaffGroup.expert) || groups.includes(StaffGroup.admin);
}

/** The staff groups a person belongs to, experts first (a profile's `roles`). */
export function staffRoles(groups: readonly string[]): ('expert' | 'admin')[] {
  return [StaffGroup.expert, StaffGroup.admin].filter((g) => groups.includes(g));
}

/**
 * The groups a person's ID token may carry: the staff groups only once they have set up MFA (an
 * authenticator app), so a staff role is never exercised on a password alone (docs/adr/0029).
 */
export function groupsForToken(groups: readonly string[], hasMfa: boolean): string[] {
  if (hasMfa) return [...groups];
  return groups.filter((g) => g !== StaffGroup.admin && g !== StaffGroup.expert);
}
