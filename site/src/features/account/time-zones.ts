import { canonicalTimeZone, DEFAULT_TIME_ZONE } from '../../../../shared/reader.ts';

/*
 * The time-zone picker's list (docs/adr/0056): the zones the browser knows (IANA), grouped by their
 * region ("Europe", "America"…, named in the page's language), each named by its place as IANA writes it
 * ("Argentina – Buenos Aires"). Only the chosen zone's time and offset are worked out, not 400 of them,
 * so the list costs no long task to build.
 */

/** IANA's regions, in the order the picker shows them; zones outside them ("UTC") come last. */
export const TIME_ZONE_REGIONS = ['Europe', 'America', 'Africa', 'Asia', 'Atlantic', 'Australia', 'Indian', 'Pacific', 'Antarctica', 'Arctic'] as const;
export type TimeZoneRegion = (typeof TIME_ZONE_REGIONS)[number] | 'Other';

export interface TimeZoneGroup {
  region: TimeZoneRegion;
  zones: { id: string; place: string }[];
}

/** The zone this device is set to, when the browser names one Patina accepts. */
export function deviceTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone ? canonicalTimeZone(zone) : null;
  } catch {
    return null;
  }
}

/** The zone the picker starts at: the person's, else (none chosen yet) the device's, else Europe/London. */
export function initialTimeZone(profile: { timeZone: string; timeZoneChosen?: boolean }): string {
  return profile.timeZoneChosen === false ? (deviceTimeZone() ?? DEFAULT_TIME_ZONE) : profile.timeZone;
}

const placeOf = (rest: string) => rest.replaceAll('_', ' ').replaceAll('/', ' – ');

/** Every zone the browser supports, `current` included even where it is not in that list, grouped by region and sorted by place. */
export function timeZoneGroups(current: string): TimeZoneGroup[] {
  let ids: string[];
  try {
    ids = Intl.supportedValuesOf('timeZone');
  } catch {
    ids = [];
  }
  const all = new Set([...ids, current, DEFAULT_TIME_ZONE]);
  const groups = new Map<TimeZoneRegion, TimeZoneGroup['zones']>();
  for (const id of all) {
    const slash = id.indexOf('/');
    const head = slash > 0 ? id.slice(0, slash) : '';
    const region: TimeZoneRegion = (TIME_ZONE_REGIONS as readonly string[]).includes(head) ? (head as TimeZoneRegion) : 'Other';
    const zones = groups.get(region) ?? [];
    zones.push({ id, place: region === 'Other' ? placeOf(id) : placeOf(id.slice(slash + 1)) });
    groups.set(region, zones);
  }
  return [...TIME_ZONE_REGIONS, 'Other' as const]
    .filter((region) => groups.has(region))
    .map((region) => ({ region, zones: groups.get(region)!.sort((a, b) => a.place.localeCompare(b.place)) }));
}

/** The time now in a zone with its offset, as the picker's hint says it ("14:05 (UTC+1)"). */
export function timeInZone(zone: string, locale: 'en' | 'fr', now = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(now);
    const time = parts.filter((p) => p.type === 'hour' || p.type === 'minute' || p.type === 'literal').map((p) => p.value).join('').trim();
    // "GMT+1" in English, "UTC+1" in French: one way in both, and plain "UTC" for no offset
    const offset = (parts.find((p) => p.type === 'timeZoneName')?.value ?? '').replace('GMT', 'UTC').replace(/^UTC\+0$/, 'UTC');
    return `${time} (${offset})`;
  } catch {
    return '';
  }
}
