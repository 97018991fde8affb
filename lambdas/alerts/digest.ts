import { formatMoney, GBP } from '../../shared/money.ts';
import { fillPlaceholders } from '../../shared/placeholders.ts';
import { pluralCategory, readerOf, type Reader } from '../../shared/reader.ts';
import { digestDay, previousDay, SAVED_SEARCHES_PATH } from '../../shared/saved-searches.ts';
import { claimDigest, listDigestEntries, type DigestEntry } from '../data/entities/alert-digest.ts';
import { getProfile } from '../data/entities/profile.ts';
import { mailer } from '../adapters/mail.ts';
import { optionalEnv } from '../lib/env.ts';
import { forEachLimited } from '../lib/for-each-limited.ts';
import { mailWords, readerUrl } from '../notify/notify.ts';

/**
 * The daily digest of alerts (docs/adr/0053): once a day (a schedule at the start of each UTC day) every
 * person with alerts they chose to receive daily gets one e-mail listing them, in their language, each
 * linking to its lot. A day's digest is claimed per person before it is sent, so a retried or repeated
 * run sends nobody's twice. A run looks back over the last DIGEST_LOOKBACK_DAYS days, so a run missed
 * (or a test clock that jumped several days) still sends what was due.
 */
const DIGEST_LOOKBACK_DAYS = 3;

/** The digest e-mail of one person's alerts. */
export function digestMail(entries: readonly DigestEntry[], reader: Reader, siteUrl: string): { subject: string; text: string } {
  const words = mailWords(reader);
  const url = readerUrl(reader, siteUrl);
  const count = String(entries.length);
  const lines = entries.map((e) => `- ${e.itemName} (${formatMoney(e.price, GBP, reader.locale)}), “${e.matched}”: ${url(e.path)}`);
  return {
    subject: fillPlaceholders(words(`mail.digest.subject.${pluralCategory(reader.locale, entries.length)}`)!, { count }),
    text: `${words('mail.digest.intro')}\n\n${lines.join('\n')}\n\n${fillPlaceholders(words('mail.digest.footer')!, { settingsUrl: url(SAVED_SEARCHES_PATH) })}`,
  };
}

/** Sends every unsent digest of the days before `now`'s day (within the look-back); answers how many went out. */
export async function sendDueDigests(now: Date): Promise<{ sent: number }> {
  let sent = 0;
  let day = digestDay(now);
  for (let back = 0; back < DIGEST_LOOKBACK_DAYS; back++) {
    day = previousDay(day);
    sent += await sendDigestsOf(day, now);
  }
  return { sent };
}

async function sendDigestsOf(day: string, now: Date): Promise<number> {
  const byPerson = new Map<string, DigestEntry[]>();
  for (const entry of await listDigestEntries(day)) byPerson.set(entry.uid, [...(byPerson.get(entry.uid) ?? []), entry]);
  let sent = 0;
  await forEachLimited([...byPerson], 8, async ([uid, entries]) => {
    if (!(await claimDigest(day, uid, now))) return;
    const profile = await getProfile(uid);
    if (!profile?.email) return;
    await mailer().send({ to: profile.email, ...digestMail(entries, readerOf(profile), optionalEnv('SITE_URL') ?? '') });
    sent++;
  });
  return sent;
}
