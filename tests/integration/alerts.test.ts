import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SAVED_SEARCHES } from '../../shared/saved-searches.ts';
import { BASE_URL, callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser } from '../support/auth.ts';
import { liveLot } from '../support/market.ts';
import { waitFor } from '../support/wait.ts';

/*
 * Saved searches, followed sellers and their alerts (issue 26 items 1 and 4; docs/adr/0053): a person
 * saves, lists and deletes only their own searches; a newly accepted lot alerts everyone whose search
 * would list it or who follows its seller, once however many of their searches and follows match, in
 * the bell and by e-mail as their most urgent choice says, in their language; a lot that matches
 * nothing of theirs never alerts them. (The daily digest moves the clock: tests/integration/payouts.test.ts.)
 */

interface Note {
  type: string;
  title: string;
  body: string;
  item: { id: string } | null;
}
const alertsOf = async (person: TestUser) =>
  ((await callApi('getNotifications', { uid: person.uid, limit: 50, offset: 0 }, person.headers)).data as Note[]).filter((n) => n.type === 'ALERT');
const mailsTo = async (email: string) =>
  ((await (await fetch(`${BASE_URL}/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as { mails: Array<{ subject: string; text: string }> }).mails;

let seller: TestUser;
let expert: TestUser;

beforeAll(async () => {
  [seller, expert] = await Promise.all([asRole('seller'), asRole('expert')]);
}, 120_000);

describe('saved searches', () => {
  it('are saved from any search (none found included), listed and deleted by their owner only; the same search again is renamed, not doubled', async () => {
    const [owner, other] = await Promise.all([newUser({ emailPrefix: 'saver' }), newUser({ emailPrefix: 'other' })]);
    const search = { categoryId: 'clocks', term: 'nothing-like-this-exists', format: 'auction', minPrice: 1_000, maxPrice: 90_000, sort: 'newest' };
    const saved = await callApi('saveSearch', { name: 'Mantel clocks', search, alert: 'instant' }, owner.headers);
    expect(saved.status, saved.message).toBe(200);
    expect(saved.code).toBe('searchSaved');
    expect(saved.data.savedSearch).toMatchObject({ name: 'Mantel clocks', search, alert: 'instant' });
    const id = saved.data.savedSearch.id as string;

    const again = await callApi('saveSearch', { name: 'Clocks, renamed', search, alert: 'daily' }, owner.headers);
    expect(again.data.savedSearch).toMatchObject({ id, name: 'Clocks, renamed', alert: 'daily' });
    expect((await callApi('getSavedSearches', {}, owner.headers)).data.savedSearches).toEqual([again.data.savedSearch]);
    expect((await callApi('getSavedSearches', {}, other.headers)).data.savedSearches).toEqual([]);

    // Validated as the search itself is, and as every call: a visitor 401, someone else's 403.
    const bad = await callApi('saveSearch', { name: ' ', search: { categoryId: null, term: '', minPrice: 500 }, alert: 'weekly' }, owner.headers);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.data.fields).sort()).toEqual(['alert', 'name', 'search.maxPrice']);
    expect((await callApi('saveSearch', { name: 'x', search: { categoryId: null, term: '' }, alert: 'off' })).status).toBe(401);
    const foreign = await callApi('deleteSavedSearch', { savedSearchId: id }, other.headers);
    expect(foreign.status).toBe(403);
    expect((await callApi('deleteSavedSearch', { savedSearchId: 'no-such-search' }, owner.headers)).status).toBe(404);

    const deleted = await callApi('deleteSavedSearch', { savedSearchId: id }, owner.headers);
    expect(deleted.status, deleted.message).toBe(200);
    expect(deleted.message).toBe('Saved search deleted');
    expect((await callApi('getSavedSearches', {}, owner.headers)).data.savedSearches).toEqual([]);

    // A limit per person, said in their language.
    for (let n = 0; n < MAX_SAVED_SEARCHES; n++) {
      const each = await callApi('saveSearch', { name: `Search ${n}`, search: { categoryId: null, term: `word${n}` }, alert: 'off' }, other.headers);
      expect(each.status, each.message).toBe(200);
    }
    const over = await callApi('saveSearch', { name: 'One more', search: { categoryId: null, term: 'more' }, alert: 'off' }, other.headers);
    expect(over.status).toBe(409);
    expect(over.message).toBe(`You can keep up to ${MAX_SAVED_SEARCHES} saved searches: delete one first`);
  });
});

describe('alerts of newly accepted lots', () => {
  it('one alert per person and lot (two searches and a follow), e-mailed at once in French when a search says so; none for a lot that matches nothing of theirs; a follow alerts of every new lot', async () => {
    const word = `Tellurion${randomUUID().slice(0, 6)}`;
    const [hunter, bystander, follower] = await Promise.all([newUser({ emailPrefix: 'hunter' }), newUser({ emailPrefix: 'bystander' }), newUser({ emailPrefix: 'follower' })]);
    await callApi('updateProfile', { language: 'fr' }, hunter.headers);
    const save = (who: TestUser, name: string, search: object, alert: string) => callApi('saveSearch', { name, search, alert }, who.headers);
    expect((await save(hunter, 'Tellurions', { categoryId: 'clocks', term: word.toLowerCase() }, 'instant')).status).toBe(200);
    expect((await save(hunter, 'Tellurions at auction', { categoryId: 'clocks-mantel', term: word, format: 'auction', minPrice: 5_000, maxPrice: 20_000 }, 'daily')).status).toBe(200);
    // Out of its price range, and of another word: never alerted.
    expect((await save(bystander, 'Cheap ones', { categoryId: 'clocks', term: word, minPrice: 100, maxPrice: 5_000 }, 'instant')).status).toBe(200);
    expect((await save(bystander, 'Other word', { categoryId: null, term: `${word}zz orrery` }, 'instant')).status).toBe(200);

    // Following: a seller only, never oneself, listed by name; unfollowing is said and harmless twice.
    expect((await callApi('followSeller', { sellerId: follower.uid }, hunter.headers)).status).toBe(404);
    expect((await callApi('followSeller', { sellerId: seller.uid }, seller.headers)).status).toBe(400);
    const followed = await callApi('followSeller', { sellerId: seller.uid }, follower.headers);
    expect(followed.status, followed.message).toBe(200);
    const sellers = (await callApi('getFollowedSellers', {}, follower.headers)).data.sellers as Array<{ id: string; name: string }>;
    expect(sellers).toEqual([{ id: seller.uid, name: expect.stringMatching(/^Test Seller /) }]);

    // A lot without the word first: the follower is told, the hunter (not yet following) is not.
    const plain = await liveLot(seller.token, expert.token, {}, 'Plain mantel clock');
    await waitFor('the follower’s alert of the plain lot', async () => ((await alertsOf(follower)).some((n) => n.item?.id === plain.itemId) ? true : undefined));
    expect((await callApi('followSeller', { sellerId: seller.uid }, hunter.headers)).status).toBe(200);

    const wanted = await liveLot(seller.token, expert.token, {}, `${word} mantel clock`);
    const [alert] = await waitFor('the hunter’s alert', async () => {
      const alerts = await alertsOf(hunter);
      return alerts.length > 0 ? alerts : undefined;
    });
    await waitFor('the follower’s second alert', async () => ((await alertsOf(follower)).length === 2 ? true : undefined));
    expect(await alertsOf(hunter)).toHaveLength(1);
    expect(alert!.item?.id).toBe(wanted.itemId);
    expect(alert!.title).toBe(`Nouveau : ${wanted.name}`);
    expect(await alertsOf(bystander)).toEqual([]);
    expect(await alertsOf(seller)).toEqual([]);

    // The instant search wins over the daily one and the follow: one e-mail now, in French, linking to the lot's French page.
    const mails = await waitFor('the hunter’s e-mail', async () => {
      const found = (await mailsTo(hunter.email)).filter((m) => m.subject.includes(wanted.name));
      return found.length > 0 ? found : undefined;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Patina : Nouveau : ${wanted.name}`);
    expect(mails[0]!.text).toContain(`/fr/items/${wanted.itemId}/auction`);
    // A follow's alerts come in the daily digest: no e-mail now.
    expect((await mailsTo(follower.email)).filter((m) => m.subject.includes(wanted.name))).toEqual([]);

    const unfollowed = await callApi('unfollowSeller', { sellerId: seller.uid }, follower.headers);
    expect(unfollowed.message).toBe('You no longer follow this seller');
    expect((await callApi('unfollowSeller', { sellerId: seller.uid }, follower.headers)).status).toBe(200);
    expect((await callApi('getFollowedSellers', {}, follower.headers)).data.sellers).toEqual([]);
  });
});
