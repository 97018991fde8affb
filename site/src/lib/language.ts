import { call } from './api.ts';

/*
 * The language a signed-in person last used on the site, kept on their profile (docs/adr/0048): their
 * e-mails and notifications are written in it. The header tells the server whenever a signed-in page's
 * language differs from the one last told for that person in this browser (sign-in, a switch to /fr or
 * back, a link from an e-mail), so a person who stays in one language costs no call per page.
 */

const toldKey = (uid: string) => `patina.language.${uid}`;

export async function rememberLanguage(uid: string, locale: 'en' | 'fr'): Promise<void> {
  try {
    if (localStorage.getItem(toldKey(uid)) === locale) return;
    const result = await call('updateProfile', { language: locale });
    if (result.status === 200) localStorage.setItem(toldKey(uid), locale);
  } catch {
    // storage or network unavailable: told on a later page
  }
}
