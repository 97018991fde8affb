import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRoles, localCognito, newUser, stackConfig, type TestUser } from '../support/auth.ts';
import { liveLot } from '../support/market.ts';
import { saleAt } from '../support/orders.ts';
import { useStackTable } from '../support/stack-db.ts';

/*
 * Every message in its reader's language (issue 24, points 1, 4 and 7; docs/adr/0048): the profile
 * keeps the language and time zone (updateProfile/getProfile), Cognito's codes and every notification
 * and e-mail are written in them, with links to that language's pages and dates in the reader's time
 * zone, never a raw timestamp; and each reader is told what happened to them.
 */

interface Mail {
  subject: string;
  text: string;
  code: string | null;
}
const mailsTo = async (email: string) => ((await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: Mail[] }).mails;
const ISO = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const notesOf = async (person: TestUser) =>
  (await callApi('getNotifications', { uid: person.uid, limit: 50, offset: 0 }, person.headers)).data as Array<{ template?: string; title: string; body: string; item?: { id: string } }>;

let seller: TestUser, expert: TestUser, admin: TestUser;
beforeAll(async () => {
  useStackTable();
  ({ seller, expert, admin } = await asRoles('seller', 'expert', 'admin'));
}, 120_000);

const speaks = (who: TestUser, language: 'en' | 'fr', timeZone?: string) => callApi('updateProfile', { language, ...(timeZone ? { timeZone } : {}) }, who.headers);

describe('the profile keeps the language and time zone', () => {
  it('answers English and the UK’s time until told otherwise, then what was set (the zone by its IANA name)', async () => {
    const person = await newUser({ emailPrefix: 'lang' });
    expect((await callApi('getProfile', {}, person.headers)).data).toMatchObject({ language: 'en', timeZone: 'Europe/London' });
    const set = await callApi('updateProfile', { language: 'fr', timeZone: 'europe/paris' }, person.headers);
    expect(set.status, set.message).toBe(200);
    expect(set.data).toMatchObject({ language: 'fr', timeZone: 'Europe/Paris' });
    expect((await callApi('getProfile', {}, person.headers)).data).toMatchObject({ language: 'fr', timeZone: 'Europe/Paris' });
  });

  it('refuses an unknown language or a time zone that is not an IANA zone with the field’s message, and stores nothing', async () => {
    const person = await newUser({ emailPrefix: 'lang' });
    for (const [field, value, message] of [
      ['language', 'de', 'Please choose English or French'],
      ['language', 7, 'Please choose English or French'],
      ['timeZone', 'Mars/Olympus_Mons', 'Please choose a valid time zone'],
      ['timeZone', '+01:00', 'Please choose a valid time zone'],
      ['timeZone', '', 'Please choose a valid time zone'],
    ] as const) {
      const answer = await callApi('updateProfile', { [field]: value }, person.headers);
      expect(answer.status, `${field}=${value}`).toBe(400);
      expect(answer.data.fields[field], `${field}=${value}`).toBe(message);
    }
    expect((await callApi('getProfile', {}, person.headers)).data).toMatchObject({ language: 'en', timeZone: 'Europe/London' });
  });
});

describe("Cognito's codes", () => {
  async function register(metadata?: Record<string, string>, locale?: string): Promise<Mail> {
    const { userPoolClientId } = await stackConfig();
    const email = `code.${randomUUID().slice(0, 8)}@example.com`;
    await (await localCognito()).send(
      new SignUpCommand({
        ClientId: userPoolClientId,
        Username: email,
        Password: 'Sturdy-pass-42',
        UserAttributes: [{ Name: 'email', Value: email }, ...(locale ? [{ Name: 'locale', Value: locale }] : [])],
        ...(metadata ? { ClientMetadata: metadata } : {}),
      }),
    );
    const [mail] = await mailsTo(email);
    return mail!;
  }

  it('are in French, with a link to the French registration page, for a registration made on /fr', async () => {
    const mail = await register({ language: 'fr' }, 'fr');
    expect(mail.subject).toBe('Votre code de vérification Patina');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(`Votre code de vérification est ${mail.code}`);
    expect(mail.text).toContain(`${BASE_URL}/fr/user-account`);
  });

  it('are in English, linking the English page, for a registration made on /', async () => {
    const mail = await register({ language: 'en' });
    expect(mail.subject).toBe('Your Patina verification code');
    expect(mail.text).toContain(`Your verification code is ${mail.code}`);
    expect(mail.text).toMatch(new RegExp(`${BASE_URL}/user-account(\\s|$)`));
  });
});

describe('notifications and their e-mails', () => {
  it('tell the seller their lot is live in French, with the end written in their time zone and a /fr link', async () => {
    await speaks(seller, 'fr', 'Europe/Paris');
    try {
      const lot = await liveLot(seller.token, expert.token);
      const note = (await notesOf(seller)).find((n) => n.item?.id === lot.itemId && n.template === 'listingAccepted')!;
      expect(note.title).toBe(`${lot.name} est en ligne`);
      const ends = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short', timeZone: 'Europe/Paris' }).format(new Date(lot.endsAt));
      expect(note.body).toContain(`Elle se termine le ${ends}`);
      const mail = (await mailsTo(seller.email)).find((m) => m.subject === `Patina : ${lot.name} est en ligne`)!;
      expect(mail.text).toContain(ends);
      expect(mail.text).not.toMatch(ISO);
      expect(mail.text).toContain(`${BASE_URL}/fr/items/${lot.itemId}/auction`);
      expect(mail.text).toContain(`${BASE_URL}/fr/my-account`);
    } finally {
      await speaks(seller, 'en');
    }
  });

  it('tell an outbid bidder in their language, a losing bidder that the auction ended (not who won), and the buyer in theirs', async () => {
    const lot = await liveLot(seller.token, expert.token);
    const [french, english, buyer] = await Promise.all([newUser({ emailPrefix: 'fr' }), newUser({ emailPrefix: 'en' }), newUser({ emailPrefix: 'buyer' })]);
    await speaks(french, 'fr');
    // Below the £200 reserve: Buy it now stays open.
    expect((await callApi('placeBid', { itemId: lot.itemId, amount: 10_000 }, french.headers)).status).toBe(200);
    expect((await callApi('placeBid', { itemId: lot.itemId, amount: 12_000 }, english.headers)).status).toBe(200);
    const outbid = (await mailsTo(french.email)).find((m) => m.subject === 'Patina : Vous avez été surenchéri')!;
    expect(outbid.text).toContain(`Quelqu’un a dépassé votre maximum sur ${lot.name}`);
    expect(outbid.text).toMatch(/120,00\s£/);
    expect(outbid.text).toContain(`${BASE_URL}/fr/items/${lot.itemId}/auction`);

    const bought = await callApi('buyNow', { itemId: lot.itemId }, buyer.headers);
    expect(bought.status, bought.message).toBe(200);
    for (const [loser, title] of [
      [french, `L’enchère pour ${lot.name} est terminée`],
      [english, `The auction for ${lot.name} has ended`],
    ] as const) {
      const told = (await notesOf(loser)).filter((n) => n.item?.id === lot.itemId && n.template === 'auctionLost');
      expect(told).toHaveLength(1);
      expect(told[0]!.title).toBe(title);
      const mail = (await mailsTo(loser.email)).filter((m) => m.subject.endsWith(title));
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).not.toContain(buyer.email);
      expect(mail[0]!.text).not.toContain('Tess');
    }
    expect((await notesOf(buyer)).some((n) => n.template === 'auctionLost')).toBe(false);
    expect((await mailsTo(english.email)).find((m) => m.subject === `Patina: The auction for ${lot.name} has ended`)!.text).toContain(`${BASE_URL}/items/${lot.itemId}/auction`);
  });
});

describe('a dispute told to each party', () => {
  it('confirms to the buyer that it is open, moves its last update on a reply, and tells each side of a cancelled sale in the second person', async () => {
    const sale = await saleAt(seller, expert.token, 'paid');
    await speaks(sale.buyer, 'fr');
    const opened = await callApi('createDispute', { orderId: sale.orderId, message: 'Le cadran est fêlé.' }, sale.buyer.headers);
    expect(opened.status, opened.message).toBe(200);
    const itemDisputeId = opened.data.itemDisputeId as string;
    const confirmation = (await notesOf(sale.buyer)).filter((n) => n.template === 'disputeOpenedByYou');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.title).toBe(`Votre litige concernant ${sale.name} est ouvert`);
    expect((await mailsTo(sale.buyer.email)).some((m) => m.text.includes(`${BASE_URL}/fr/my-account/disputes-details/${itemDisputeId}`))).toBe(true);

    const before = (await callApi('getDispute', { itemDisputeId }, seller.headers)).data.updatedAt as string;
    // The reply's moment must be later than the opening's (times are kept to the millisecond).
    await new Promise((resolve) => setTimeout(resolve, 5));
    const replied = await callApi('replyDispute', { itemDisputeId, message: 'Please send a photo.' }, seller.headers);
    expect(replied.status, replied.message).toBe(200);
    const after = (await callApi('getDispute', { itemDisputeId }, sale.buyer.headers)).data;
    expect(after.updatedAt > before).toBe(true);
    expect(after.updatedAt).toBe(after.replies.at(-1).at);
    const listed = (await callApi('getDisputes', { state: 'open' }, sale.buyer.headers)).data.disputes as Array<{ itemDisputeId: string; updatedAt: string }>;
    expect(listed.find((d) => d.itemDisputeId === itemDisputeId)!.updatedAt).toBe(after.updatedAt);

    expect((await callApi('setDisputeStatus', { itemDisputeId, status: 'sale_cancelled' }, admin.headers)).status).toBe(200);
    const toBuyer = (await notesOf(sale.buyer)).find((n) => n.template === 'disputeSaleCancelled')!;
    expect(toBuyer.body).toMatch(/^Vous êtes remboursé de /);
    const toSeller = (await notesOf(seller)).find((n) => n.template === 'disputeSaleCancelledSeller' && n.title.includes(sale.name))!;
    expect(toSeller.body).toMatch(/comes back to you\.$/);
    const buyerMail = (await mailsTo(sale.buyer.email)).find((m) => m.subject === `Patina : La vente de ${sale.name} est annulée`)!;
    expect(buyerMail.text).not.toMatch(/l’acheteur|the buyer/i);
  });
});
