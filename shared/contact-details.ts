/**
 * Contact details in text people exchange on a lot (questions to the seller and their answers:
 * docs/adr/0055). Everything between a buyer and a seller goes through Patina until the sale, so an
 * e-mail address, a phone number or a web address is refused, including the light disguises people
 * use to slip one past a filter ("jo at example dot com", "jo [at] example (dot) fr", "zero seven
 * seven …"). What must pass is what lots are described with: prices, dates, years and year ranges,
 * dimensions ("30 x 40 cm"), weights, item and lot numbers of ordinary length.
 *
 * Pure and deliberately shallow: it catches what a person types to be contacted, not every encoding
 * a determined one could invent (an admin hides what it misses: adminHideQuestion).
 */

export type ContactDetailKind = 'email' | 'phone' | 'url';

/** Endings of web and mail addresses people give. Short ones that are also words ("it", "me", "de") are only matched written as addresses (lower case, after a dot with no space). */
const PLAIN_TLDS = ['com', 'net', 'org', 'info', 'biz', 'io', 'fr', 'uk', 'eu'];
const WORD_TLDS = ['co', 'it', 'me', 'de', 'be', 'es', 'ch', 'nl', 'us', 'ca', 'au', 'ie', 'ly', 'app', 'tv', 'shop', 'online', 'store', 'site', 'art', 'gallery', 'antiques'];

const DIGIT_WORDS: Record<string, string> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  'zéro': '0', un: '1', deux: '2', trois: '3', quatre: '4', cinq: '5', sept: '7', huit: '8', neuf: '9',
};

/** "at", "(at)", "[at]", "{at}", " @ ", French "arobase": the disguised @ (a bare " at " only between two words with no other text). */
const AT = String.raw`(?:\s*[\[({<]\s*(?:at|@|arobase)\s*[\])}>]\s*|\s+(?:at|arobase)\s+|\s*@\s*)`;
/** ".", "(dot)", "[dot]", " dot ", French " point ". */
const DOT = String.raw`(?:\s*[\[({<]\s*(?:dot|point|\.)\s*[\])}>]\s*|\s+(?:dot|point)\s+|\.)`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?`;
const PLAIN_TLD = `(?:${PLAIN_TLDS.join('|')})`;

/** An address written plainly: local@domain.tld (any alphabetic ending). */
const PLAIN_EMAIL = /[a-z0-9._%+-]+\s*@\s*[a-z0-9-]+(?:\s*\.\s*[a-z0-9-]+)*\s*\.\s*[a-z]{2,}\b/i;
/** A disguised one: an @ or its disguise, then a domain whose last dot (or "dot") leads to a known ending. */
const DISGUISED_EMAIL = new RegExp(String.raw`\b[a-z0-9._%+-]+${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${PLAIN_TLD}\b`, 'i');

const SCHEME_OR_WWW = /\b(?:https?|ftp)\s*:\s*\/\/|\bwww\s*(?:\.|\bdot\b)\s*[a-z0-9]/i;
/** example.com, shop.example.co.uk: a dot with no space before a known ending (any case). */
const PLAIN_DOMAIN = new RegExp(String.raw`\b${LABEL}(?:\.${LABEL})*\.${PLAIN_TLD}\b`, 'i');
/** example.it, jo.me: endings that are also words count only written as an address, in lower case. */
const WORD_DOMAIN = new RegExp(String.raw`\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:${WORD_TLDS.join('|')})(?![\w.])`);
/** "example dot com", "example (dot) fr", "example point com": a disguised dot before a known ending. */
const DISGUISED_DOMAIN = new RegExp(String.raw`\b${LABEL}(?:\s*[\[({<]\s*(?:dot|point)\s*[\])}>]\s*|\s+(?:dot|point)\s+)${PLAIN_TLD}\b`, 'i');

/** A run of digits and the separators phone numbers are written with (spaces, dots, dashes, brackets). */
const DIGIT_RUN = /[+(]?\d[\d\s().-]*\d/g;

/** Spelt-out digits become digits ("zero seven" → "0 7"), so a spelt number is judged as a written one. */
function digitsFromWords(text: string): string {
  return text.replace(/\b(?:zero|one|two|three|four|five|six|seven|eight|nine|zéro|un|deux|trois|quatre|cinq|six|sept|huit|neuf)\b/giu, (word) => DIGIT_WORDS[word.toLowerCase()] ?? word);
}

/**
 * Whether a run of digits is a phone number: 9 to 15 digits (ITU E.164 at most 15; UK and French
 * national numbers 10 to 11 with the leading 0) that start as numbers are dialled (+, 00, 0, or a
 * bracketed area code), or that are written as one block, or as North American 3-3-4 groups. Years,
 * dates, prices and sizes start otherwise, or have fewer digits.
 */
function isPhoneRun(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (digits.length < 9 || digits.length > 15) return false;
  const start = run.replace(/^\(\s*/, '');
  if (start.startsWith('+') || start.startsWith('0')) return true;
  if (/^\d{9,15}$/.test(run)) return true;
  return /^\(?\d{3}\)?[\s.-]+\d{3}[\s.-]+\d{4}$/.test(run.trim());
}

function hasPhoneNumber(text: string): boolean {
  const runs = digitsFromWords(text).match(DIGIT_RUN) ?? [];
  // A run may join a phone number to figures around it ("lot 12 07700 900123"): its tails are judged too.
  return runs.some((run) => {
    const groups = run.split(/(?<=\d)\s+(?=[+(\d])/);
    for (let from = 0; from < groups.length; from++) {
      for (let to = groups.length; to > from; to--) {
        if (isPhoneRun(groups.slice(from, to).join(' '))) return true;
      }
    }
    return false;
  });
}

/** The first kind of contact detail found in `text`, or null when it has none. */
export function findContactDetails(text: string): ContactDetailKind | null {
  const plain = text.normalize('NFKC');
  if (PLAIN_EMAIL.test(plain) || DISGUISED_EMAIL.test(plain)) return 'email';
  if (SCHEME_OR_WWW.test(plain) || PLAIN_DOMAIN.test(plain) || WORD_DOMAIN.test(plain) || DISGUISED_DOMAIN.test(plain)) return 'url';
  if (hasPhoneNumber(plain)) return 'phone';
  return null;
}
