import { putWhere } from '../table.ts';

/** Seller profile names are unique regardless of case: one claim record per name, SELLERNAME#<name> / CLAIM. */
const claimKey = (name: string) => ({ pk: `SELLERNAME#${name.trim().toLowerCase()}`, sk: 'CLAIM' });

/** Reserves a seller profile name for a person: false when someone else holds it (case-insensitive). */
export function claimSellerProfileName(name: string, uid: string, now: Date): Promise<boolean> {
  return putWhere(claimKey(name), { uid, name, claimedAt: now.toISOString() }, {
    expression: 'attribute_not_exists(pk) OR #uid = :uid',
    names: { '#uid': 'uid' },
    values: { ':uid': uid },
  });
}
