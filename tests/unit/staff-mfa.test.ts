import { describe, expect, it } from 'vitest';
import { groupsForToken } from '../../shared/roles.ts';

describe('staff groups need MFA (docs/adr/0029)', () => {
  it('withholds admin and expert from a member without an authenticator, keeping any other group', () => {
    expect(groupsForToken(['admin', 'expert', 'beta'], false)).toEqual(['beta']);
    expect(groupsForToken(['expert'], false)).toEqual([]);
  });

  it('keeps every group of a member with an authenticator', () => {
    expect(groupsForToken(['admin', 'expert'], true)).toEqual(['admin', 'expert']);
  });
});
