import type { Page } from 'playwright-core';
import { DEMO_BANNERS, DEMO_SUPPORT_ARTICLES } from '../../infra/local/seed/demo-data.ts';
import { catalogues } from '../../shared/i18n/index.ts';

/*
 * "A page rendered in French shows no English string from the catalogues" (issue 14, point 5): the
 * English of every catalogue string whose French differs, and the English of the seeded reference data
 * a French page shows (the home banners, the help articles and their topics). A page's text is compared
 * element by element — an element's whole text, or its own text, equal to one of them (placeholders
 * standing for any value) — so people's own words (a lot's English description) never count, only
 * the product's; nor does text inside an element the page marks `lang="en"` (declared English on purpose).
 */

/** Placeholders and regular-expression characters: a catalogue string with `{count}` matches any count. */
const toPattern = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+?')}$`);

/** The English strings a French page must not show, as exact texts and as patterns (those with placeholders). */
function englishOfTheProduct(): { exact: Set<string>; patterns: Array<{ text: string; pattern: RegExp }>; french: Set<string> } {
  const { en, fr } = catalogues;
  const french = new Set(Object.values(fr).map(normalise));
  const candidates = new Set<string>();
  for (const [key, english] of Object.entries(en)) {
    const text = normalise(english);
    // Strings that read the same in French ("Patina", "Europe", "Total") are not English.
    if (fr[key] !== undefined && normalise(fr[key]) === text) continue;
    if (french.has(text)) continue;
    candidates.add(text);
  }
  for (const banner of DEMO_BANNERS) [banner.title, banner.text].forEach((t) => candidates.add(normalise(t)));
  for (const article of DEMO_SUPPORT_ARTICLES) {
    [article.title, article.category, ...article.body.split(/\n\s*\n/)].forEach((t) => candidates.add(normalise(t)));
  }
  const exact = new Set<string>();
  const patterns: Array<{ text: string; pattern: RegExp }> = [];
  for (const text of candidates) {
    // Too short to be a sentence of the product's rather than a word anyone may write.
    if (text.replace(/\{\w+\}/g, '').replace(/[^\p{L}]/gu, '').length < 4) continue;
    if (/\{\w+\}/.test(text)) patterns.push({ text, pattern: toPattern(text) });
    else exact.add(text);
  }
  return { exact, patterns, french };
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

let english: ReturnType<typeof englishOfTheProduct> | null = null;

/** The product's English strings the page shows (its texts, names and placeholders), each with where it is. */
export async function englishOnFrenchPage(page: Page): Promise<string[]> {
  english ??= englishOfTheProduct();
  const texts = await page.evaluate(() => {
    const found: Array<{ text: string; where: string }> = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].slice(0, 2).join('.')}` : ''}`;
    for (const el of document.body.querySelectorAll('*')) {
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(el.tagName)) continue;
      // Text the page declares English (an admin's view of the English original beside its French) is not a missing translation.
      if (el.closest('[lang="en"]')) continue;
      const own = [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? '').join(' ');
      const whole = el.textContent ?? '';
      if (own.trim()) found.push({ text: own, where: describe(el) });
      // An element holding declared-English text is judged by its own words and its other children, not as a whole.
      if (whole.length < 2000 && whole.trim() && whole !== own && !el.querySelector('[lang="en"]')) found.push({ text: whole, where: describe(el) });
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attribute);
        if (value?.trim()) found.push({ text: value, where: `${describe(el)}[${attribute}]` });
      }
    }
    return found;
  });
  const shown = new Set<string>();
  for (const { text, where } of texts) {
    const t = normalise(text);
    if (!t) continue;
    // A French string of the catalogues as it is written is French, even where an English pattern matches it:
    // "Commission (2,95 %)" is the statement's French column, not "Commission ({rate}%)".
    if (english!.french.has(t)) continue;
    const match = english!.exact.has(t) ? t : english!.patterns.find((p) => p.pattern.test(t))?.text;
    if (match) shown.add(`"${t}" (${where})`);
  }
  return [...shown];
}
