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
