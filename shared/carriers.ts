/**
 * The carriers a seller names with a tracking number (issue 10 "Shipping"), and where their public
 * tracking pages are: the buyer gets a link for a known carrier, the number alone otherwise.
 */
export const CARRIERS = {
  royalMail: { name: 'Royal Mail', trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}' },
  parcelforce: { name: 'Parcelforce', trackingUrl: 'https://www.parcelforce.com/track-trace?trackNumber={number}' },
  dpd: { name: 'DPD', trackingUrl: 'https://track.dpd.co.uk/parcels/{number}' },
  dhl: { name: 'DHL', trackingUrl: 'https://www.dhl.com/gb-en/home/tracking.html?tracking-id={number}' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  fedex: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
} as const;
export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as CarrierId[];

/** The public tracking page of a parcel, or null for a carrier Patina does not know. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string): string | null {
  const known = carrier && Object.hasOwn(CARRIERS, carrier) ? CARRIERS[carrier as CarrierId] : null;
  return known ? known.trackingUrl.replace('{number}', encodeURIComponent(trackingNumber)) : null;
}
