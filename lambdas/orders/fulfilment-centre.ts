import * as z from 'zod';
import type { ShipTo } from '../../shared/order.ts';
import { requireEnv } from '../lib/env.ts';

/*
 * Patina's fulfilment centre's address, where sellers send fulfilment orders (docs/adr/0021). It is
 * configuration: FULFILMENT_CENTRE_ADDRESS holds it as JSON, set from the CDK context
 * `fulfilmentCentreAddress` in AWS (infra/stacks/config.ts) and locally from the environment the stack
 * starts with, else the sample address below (which a deploy without the context also uses, with a warning).
 */

/** The sample centre: the local stack's, and a deploy's until the context names the real one. */
export const SAMPLE_FULFILMENT_CENTRE: ShipTo = {
  fullName: 'Patina Fulfilment Centre',
  streetAddress: 'Unit 4, Riverside Trading Estate',
  addressLine1: 'Goods In',
  city: 'Reading',
  region: 'Berkshire',
  postCode: 'RG1 8DB',
  country: 'GB',
  phoneNumber: '+44 118 496 0000',
};

const line = (max: number) => z.string().trim().min(1).max(max);

/** The address's shape: an envelope's, as an order's `shipTo` (a country is an ISO code). */
export const FulfilmentCentreAddressSchema = z.strictObject({
  fullName: line(100),
  streetAddress: line(120),
  addressLine1: line(120),
  addressLine2: line(120).optional(),
  city: line(80),
  region: line(80),
  postCode: line(12),
  country: z.string().regex(/^[A-Z]{2}$/),
  phoneNumber: line(30),
});

/** Reads the address from its JSON text (or an object, as a CDK context value may be); throws naming what is wrong. */
export function parseFulfilmentCentreAddress(value: unknown, source = 'FULFILMENT_CENTRE_ADDRESS'): ShipTo {
  let json: unknown = value;
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value);
    } catch {
      throw new Error(`${source} must be an address in JSON, got "${value}"`);
    }
  }
  const parsed = FulfilmentCentreAddressSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${source} is not a complete address: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(address)'} ${i.message}`).join('; ')}`);
  return parsed.data;
}

let centre: ShipTo | undefined;

/** The fulfilment centre's address, read from the environment once. */
export function fulfilmentCentre(): ShipTo {
  centre ??= parseFulfilmentCentreAddress(requireEnv('FULFILMENT_CENTRE_ADDRESS'));
  return centre;
}
