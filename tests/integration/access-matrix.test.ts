import { beforeAll, describe, expect, it } from 'vitest';
import { CALL_NAMES, CALLS, type CallName } from '../../shared/contract/calls.ts';
import { putNotification } from '../../lambdas/data/entities/notification.ts';
import { ACCESS, ACTORS, expectedAccess, payloadOwner, type Actor, type BackOfficeWorld, type Fixture, type World } from '../support/access.ts';
import { callApi } from '../support/api.ts';
import { asRole, newUser, type TestUser } from '../support/auth.ts';
import { tokeniseCard } from '../support/payments.ts';
import { useStackTable } from '../support/stack-db.ts';

type SignedIn = Exclude<Actor, 'visitor'>;

const people = {} as Record<SignedIn, TestUser>;
const fixtures = {} as Record<SignedIn, Fixture>;
let world: World;

/** Gives a person one of everything an owned call can name. */
async function makeFixture(person: TestUser): Promise<Fixture> {
  const address = await callApi(
    'addShippingAddress',
    { fullName: 'Owner', country: 'FR', streetAddress: '3 rue de Rivoli', addressLine1: 'Bâtiment B', city: 'Paris', region: 'Île-de-France', postCode: '75001', phoneNumber: '6 12 34 56 78', countryCode: '+33' },
    person.headers,
  );
  const card = await callApi('addCard', { paymentMethodId: await tokeniseCard({ number: '5555555555554444' }) }, person.headers);
  expect(address.status).toBe(200);
  expect(card.status).toBe(200);
  const { notification } = await putNotification(person.uid, {
    type: 'ACCOUNT',
    title: 'Welcome to Patina',
    body: 'Your account is ready.',
    item: null,
    createdAt: new Date().toISOString(),
  });
  return { uid: person.uid, addressId: address.data.address.id, cardId: card.data.card.id, paymentMethodId: await tokeniseCard(), notificationId: notification.id };
}

/** What the admin rows act on: made by the admin here, removed again by those rows. */
async function makeBackOffice(admin: TestUser): Promise<BackOfficeWorld> {
  const categoryName = `Zq matrix ${admin.uid.slice(0, 8)}`;
  const category = await callApi('adminSaveCategory', { name: categoryName }, admin.headers);
  const sub = await callApi('adminSaveSubCategory', { categoryId: category.data.category.id, name: 'Matrix sub' }, admin.headers);
  const article = await callApi('adminSaveSupportArticle', { title: 'Matrix article', body: 'To be deleted.', category: 'Zq matrix' }, admin.headers);
  expect([category.status, sub.status, article.status]).toEqual([200, 200, 200]);
  const doomed = await newUser({ emailPrefix: 'doomed' });
  return { categoryId: category.data.category.id, categoryName, subCategoryId: sub.data.subCategory.id, articleId: article.data.article.id, doomedUid: doomed.uid };
}

beforeAll(async () => {
  useStackTable();
  const [user, otherUser, seller, expert, admin] = await Promise.all([asRole('user'), asRole('otherUser'), asRole('seller'), asRole('expert'), asRole('admin')]);
  Object.assign(people, { user, otherUser, seller, expert, admin });
  for (const actor of Object.keys(people) as SignedIn[]) fixtures[actor] = await makeFixture(people[actor]);
  const items = await callApi('search', { categoryId: null, term: '', limit: 1, offset: 0 });
  const categories = await callApi('getCategories', {});
  world = { activeItemId: items.data.items[0].id, categoryId: categories.data.categories[0].id, backOffice: await makeBackOffice(admin) };
}, 120_000);

describe('the access matrix', () => {
  it('lists every call of the registry, and only those, each with the roles the registry gives it', () => {
    expect(ACCESS.map((r) => r.call).sort()).toEqual([...CALL_NAMES].sort());
    for (const rule of ACCESS) expect(CALLS[rule.call as CallName].who, rule.call).toBe(rule.protocolWho ?? rule.who);
  });

  // Calls that make the caller a seller go last, so the other rows see everyone in their first role.
  const ordered = [...ACCESS].sort((a, b) => Number(Boolean(a.changesRole)) - Number(Boolean(b.changesRole)));
  for (const rule of ordered) {
    it(`${rule.call} (${rule.who}${rule.owned ? `, owned by ${rule.owned}` : ''})`, async () => {
      const seen: string[] = [];
      for (const actor of ACTORS) {
        const owner = payloadOwner(rule, actor);
        const payload = rule.payload(fixtures[owner], world);
        const headers = actor === 'visitor' ? {} : people[actor].headers;
        const answer = await callApi(rule.call, payload, headers);
        const expected = expectedAccess(rule, actor);
        seen.push(`${actor}: ${answer.status}`);
        if (expected === 'allowed' && (rule.owned || rule.succeeds)) {
          // The owner's own object: still there after "another user" tried it first, so that 404 meant "not yours".
          expect(answer.status, `${rule.call} as ${actor} (${seen.join(', ')}): ${answer.message}`).toBe(200);
        } else if (expected === 'allowed') {
          expect([401, 403], `${rule.call} as ${actor} (${seen.join(', ')}): ${answer.message}`).not.toContain(answer.status);
          expect(answer.status, `${rule.call} as ${actor}: ${answer.message}`).toBeLessThan(500);
        } else {
          expect(answer.status, `${rule.call} as ${actor} (${seen.join(', ')}): ${answer.message}`).toBe(expected);
        }
      }
    });
  }
});
