import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/admin/audit.ts';
import type { Category } from '../../shared/categories.ts';
import type { ListingForm } from '../../shared/contract/selling.ts';
import { listAudit } from '../../lambdas/data/entities/admin-audit.ts';
import { getLot } from '../../lambdas/data/entities/lot.ts';
import { callApi } from '../support/api.ts';
import { asRole, localCognito, newUser, passwordSignIn, stackConfig, type TestUser, signInDemo } from '../support/auth.ts';
import { bearer, clockListing, reviewWhenReady, uploadFivePhotos } from '../support/selling.ts';
import { useStackTable } from '../support/stack-db.ts';

/**
 * The back office's customers and catalogue calls (issue 11 items 3–4) through the local stack: every
 * change is seen at once by the public calls, bad input changes nothing, and every change is audited.
 */

let admin: TestUser;
let expert: string;
const word = () => `Zq ${randomUUID().replace(/[^a-z]/g, '').slice(0, 8)}`;
const categoriesNow = async (): Promise<Category[]> => (await callApi('getCategories', {})).data.categories;
const categoryNamed = async (id: string) => (await categoriesNow()).find((c) => c.id === id);
const auditOf = async (target: string): Promise<AuditEntry[]> => (await listAudit()).filter((e) => e.target === target);

beforeAll(async () => {
  useStackTable();
  admin = await asRole('admin');
  expert = await signInDemo('expert');
}, 60_000);

/** A listing of the Clocks demo category moved into another category, answering the given specifics. */
function listingIn(photos: string[], categoryId: string, subCategoryId: string | null, itemSpecifics: Record<string, string>): ListingForm {
  return { ...clockListing(photos, word()), category: categoryId, subCategoryId: subCategoryId as string, itemSpecifics };
}

describe('categories and sub-categories', () => {
  it('creates, renames and lists a category at once; a taken name or bad input changes nothing; each change is audited', async () => {
    const name = word();
    const created = await callApi('adminSaveCategory', { name: `  ${name}  ` }, admin.headers);
    expect(created.status).toBe(200);
    expect(created.data.category).toMatchObject({ name, subCategories: [] });
    const id = created.data.category.id as string;
    expect(await categoryNamed(id)).toEqual({ id, name, subCategories: [] });

    const renamed = await callApi('adminSaveCategory', { id, name: `${name} renamed` }, admin.headers);
    expect(renamed.status).toBe(200);
    expect((await categoryNamed(id))?.name).toBe(`${name} renamed`);

    const before = await categoriesNow();
    const taken = await callApi('adminSaveCategory', { name: ' FURNITURE ' }, admin.headers);
    expect(taken.status).toBe(409);
    expect(taken.message).toBe('A category with this name already exists');
    for (const bad of [{ name: '   ' }, { name: 'x'.repeat(81) }, { id: 'bad id!', name: 'Fine' }, { name: 'Fine', colour: 'red' }, {}]) {
      const answer = await callApi('adminSaveCategory', bad, admin.headers);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await callApi('adminSaveCategory', { id: 'NOSUCHCATEGORY', name: word() }, admin.headers)).status).toBe(404);
    expect(await categoriesNow()).toEqual(before);

    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['saveCategory', 'saveCategory']);
    expect(entries[0]).toMatchObject({ adminId: admin.uid, adminEmail: admin.email, details: { name: `${name} renamed`, created: false } });
    expect(Date.parse(entries[0]!.at)).toBeGreaterThan(0);
    // The shared stack's catalogue is left as it was found.
    expect((await callApi('adminDeleteCategory', { id }, admin.headers)).status).toBe(200);
  });

  it('adds, renames and deletes sub-categories; a sibling\'s name is refused', async () => {
    const category = (await callApi('adminSaveCategory', { name: word() }, admin.headers)).data.category as Category;
    const added = await callApi('adminSaveSubCategory', { categoryId: category.id, name: 'Bracket clocks' }, admin.headers);
    expect(added.status).toBe(200);
    const sub = added.data.subCategory as { id: string; name: string };
    await callApi('adminSaveSubCategory', { categoryId: category.id, name: 'Lantern clocks' }, admin.headers);
    expect((await categoryNamed(category.id))?.subCategories.map((s) => s.name)).toEqual(['Bracket clocks', 'Lantern clocks']);

    const clash = await callApi('adminSaveSubCategory', { categoryId: category.id, id: sub.id, name: 'lantern CLOCKS' }, admin.headers);
    expect(clash.status).toBe(409);
    expect((await callApi('adminSaveSubCategory', { categoryId: 'NOSUCHCATEGORY', name: 'x' }, admin.headers)).status).toBe(404);
    expect((await callApi('adminSaveSubCategory', { categoryId: category.id, id: sub.id, name: 'Table clocks' }, admin.headers)).status).toBe(200);

    const deleted = await callApi('adminDeleteSubCategory', { categoryId: category.id, id: sub.id }, admin.headers);
    expect(deleted.status).toBe(200);
    expect(deleted.message).toBe('Sub-category deleted successfully');
    expect((await categoryNamed(category.id))?.subCategories.map((s) => s.name)).toEqual(['Lantern clocks']);
    expect((await callApi('adminDeleteSubCategory', { categoryId: category.id, id: sub.id }, admin.headers)).status).toBe(404);
    expect((await callApi('adminDeleteCategory', { id: category.id }, admin.headers)).status).toBe(200);
  });

  it('keeps French names and a form\'s French beside the English; the lot shows its specifics in French, stored in English (docs/adr/0051)', async () => {
    const english = word();
    const created = await callApi('adminSaveCategory', { name: english, nameFr: ' Baromètres   anciens ' }, admin.headers);
    expect(created.status).toBe(200);
    const category = created.data.category as Category;
    expect(category).toMatchObject({ name: english, nameFr: 'Baromètres anciens' });
    // A caller of the contract as written (no nameFr) renames in English and keeps the French; an empty one removes it.
    expect((await callApi('adminSaveCategory', { id: category.id, name: `${english} b` }, admin.headers)).data.category).toMatchObject({ nameFr: 'Baromètres anciens' });
    const sub = (await callApi('adminSaveSubCategory', { categoryId: category.id, name: 'Stick barometers', nameFr: 'Baromètres à colonne' }, admin.headers)).data.subCategory as { id: string };
    const untranslated = (await callApi('adminSaveSubCategory', { categoryId: category.id, name: 'Wheel barometers', nameFr: '' }, admin.headers)).data.subCategory as { id: string; nameFr?: string };
    expect(untranslated.nameFr).toBeUndefined();
    expect(await categoryNamed(category.id)).toMatchObject({
      nameFr: 'Baromètres anciens',
      subCategories: expect.arrayContaining([{ id: sub.id, name: 'Stick barometers', nameFr: 'Baromètres à colonne' }, { id: untranslated.id, name: 'Wheel barometers' }]),
    });
    expect((await callApi('adminSaveCategory', { name: word(), nameFr: 'x'.repeat(81) }, admin.headers)).status).toBe(400);

    const form = {
      catId: category.id,
      subCatId: null,
      dropdwon: ['Wood'],
      textFeild: ['Maker'],
      numberFeild: [],
      itemSpecificForm: [
        { label: 'Wood', labelFr: 'Bois', kind: 'dropdwon', options: ['Mahogany', 'Oak', 'Walnut'], optionsFr: ['Acajou', 'Chêne', ''], required: true },
        { label: 'Maker', labelFr: 'Fabricant', kind: 'textFeild', required: false },
      ],
    };
    const mismatch = await callApi('adminSaveSellerForm', { ...form, itemSpecificForm: [{ ...form.itemSpecificForm[0], optionsFr: ['Acajou'] }, form.itemSpecificForm[1]] }, admin.headers);
    expect(mismatch.status).toBe(400);
    expect(mismatch.data.fields).toHaveProperty(['itemSpecificForm.0.optionsFr']);
    expect((await callApi('adminSaveSellerForm', form, admin.headers)).status).toBe(200);
    expect((await callApi('getSellerForm', { categoryId: category.id, subCategoryId: sub.id })).data.fields).toEqual([
      { name: 'field1', label: 'Wood', labelFr: 'Bois', type: 'dropdown', options: ['Mahogany', 'Oak', 'Walnut'], optionsFr: ['Acajou', 'Chêne', ''], required: true },
      { name: 'field2', label: 'Maker', labelFr: 'Fabricant', type: 'text', required: false },
    ]);
    // A French answer is not an option: the stored value is the English one, whatever the page's language.
    const seller = await asRole('seller');
    const photos = await uploadFivePhotos(seller.token, 702);
    expect((await callApi('submitListing', { form: listingIn(photos, category.id, sub.id, { field1: 'Chêne' }) }, seller.headers)).status).toBe(400);
    const submitted = await callApi('submitListing', { form: listingIn(photos, category.id, sub.id, { field1: 'Oak', field2: 'Gillows' }) }, seller.headers);
    expect(submitted.status, submitted.message).toBe(200);
    const item = (await callApi('getItem', { itemId: submitted.data.itemId }, seller.headers)).data;
    expect(item.specifics).toEqual({ Wood: 'Oak', Maker: 'Gillows' });
    expect(item.specificsFr).toEqual({ Bois: 'Chêne', Fabricant: 'Gillows' });
    expect((await reviewWhenReady(expert, submitted.data.itemId, 'reject', 'Not for this sale')).status).toBe(200);
    expect((await auditOf(category.id)).map((e) => e.details)).toContainEqual(expect.objectContaining({ nameFr: 'Baromètres anciens' }));
  });

  it('serves a saved seller form to the wizard at once, refuses a category with a live item, and deletes it once none is left', async () => {
    const category = (await callApi('adminSaveCategory', { name: word() }, admin.headers)).data.category as Category;
    const sub = (await callApi('adminSaveSubCategory', { categoryId: category.id, name: 'Barometers' }, admin.headers)).data.subCategory as { id: string };
    const form = {
      catId: category.id,
      subCatId: null,
      dropdwon: ['Period'],
      textFeild: ['Maker'],
      numberFeild: [],
      itemSpecificForm: [
        { label: 'Period', kind: 'dropdwon', options: ['Georgian', 'Victorian'], required: true },
        { label: 'Maker', kind: 'textFeild', required: false },
      ],
    };
    // A form whose per-kind lists disagree with its fields is refused, and nothing is stored.
    const mismatched = await callApi('adminSaveSellerForm', { ...form, textFeild: [] }, admin.headers);
    expect(mismatched.status).toBe(400);
    expect(mismatched.data.fields).toHaveProperty('textFeild');
    expect((await callApi('getSellerForm', { categoryId: category.id })).data.fields).toEqual([]);

    const saved = await callApi('adminSaveSellerForm', form, admin.headers);
    expect(saved.status).toBe(200);
    expect(saved.message).toBe('Seller form saved successfully');
    const served = await callApi('getSellerForm', { categoryId: category.id, subCategoryId: sub.id });
    expect(served.data.fields).toEqual([
      { name: 'field1', label: 'Period', type: 'dropdown', options: ['Georgian', 'Victorian'], required: true },
      { name: 'field2', label: 'Maker', type: 'text', required: false },
    ]);
    const forms = (await callApi('adminGetSellerForms', {}, admin.headers)).data.forms as { catId: string }[];
    expect(forms.filter((f) => f.catId === category.id)).toHaveLength(1);

    // A seller lists in the new category through the form: the required field is asked for.
    const seller = await asRole('seller');
    const photos = await uploadFivePhotos(seller.token, 701);
    const missing = await callApi('submitListing', { form: listingIn(photos, category.id, sub.id, { field2: 'Negretti & Zambra' }) }, seller.headers);
    expect(missing.status).toBe(400);
    const submitted = await callApi('submitListing', { form: listingIn(photos, category.id, sub.id, { field1: 'Victorian', field2: 'Negretti & Zambra' }) }, seller.headers);
    expect(submitted.status, submitted.message).toBe(200);

    // Under review is live: neither the category nor its sub-category may go.
    const refused = await callApi('adminDeleteCategory', { id: category.id }, admin.headers);
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('This category has 1 live items, so it cannot be deleted');
    expect((await callApi('adminDeleteSubCategory', { categoryId: category.id, id: sub.id }, admin.headers)).status).toBe(409);
    expect(await categoryNamed(category.id)).toBeDefined();

    // Rejected by the expert, the lot is finished: now the category goes, with its form.
    expect((await reviewWhenReady(expert, submitted.data.itemId, 'reject', 'Not for this sale')).status).toBe(200);
    const deleted = await callApi('adminDeleteCategory', { id: category.id }, admin.headers);
    expect(deleted.status).toBe(200);
    expect(deleted.message).toBe('Category deleted successfully');
    expect(await categoryNamed(category.id)).toBeUndefined();
    expect((await callApi('getSellerForm', { categoryId: category.id })).data.fields).toEqual([]);
    expect((await callApi('search', { categoryId: category.id, term: '' })).data.total).toBe(0);

    const again = await callApi('adminDeleteCategory', { id: category.id }, admin.headers);
    expect(again.status).toBe(404);
    expect((await auditOf(category.id)).map((e) => e.action)).toContain('deleteCategory');
  });
});

describe('support articles', () => {
  it('creates an article in English and French, edits and deletes it, the help centre following at once', async () => {
    const category = word();
    const fr = { title: 'Nettoyer l’argenterie', body: 'Un chiffon doux suffit.', category: `${category} fr` };
    const created = await callApi('adminSaveSupportArticle', { title: 'Cleaning silver', body: 'A soft cloth is enough.', category, fr }, admin.headers);
    expect(created.status).toBe(200);
    const id = created.data.article.id as string;
    const read = async (locale: 'en' | 'fr') => ((await callApi('getSupportArticles', { locale })).data.articles as { id: string; title: string; category: string }[]).find((a) => a.id === id);
    expect(await read('en')).toEqual({ id, title: 'Cleaning silver', body: 'A soft cloth is enough.', category });
    expect(await read('fr')).toEqual({ id, ...fr });
    // The back office reads both languages at once, to edit them together.
    const stored = async () => ((await callApi('adminGetSupportArticles', {}, admin.headers)).data.articles as { id: string }[]).find((a) => a.id === id);
    expect(await stored()).toEqual({ id, title: 'Cleaning silver', body: 'A soft cloth is enough.', category, fr });

    const edited = await callApi('adminSaveSupportArticle', { id, title: 'Cleaning silver safely', body: 'A soft cloth, never a dip.', category }, admin.headers);
    expect(edited.status).toBe(200);
    expect((await read('en'))?.title).toBe('Cleaning silver safely');
    expect((await read('fr'))?.title).toBe(fr.title);
    expect((await stored()) as unknown).toMatchObject({ title: 'Cleaning silver safely', fr });

    for (const bad of [{ id, title: '', body: 'x', category }, { id, title: 'x', body: 'x', category, fr: { title: 'x' } }, { id, title: 'x', body: 'x', category, locale: 'de' }]) {
      expect((await callApi('adminSaveSupportArticle', bad, admin.headers)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await read('en'))?.title).toBe('Cleaning silver safely');
    expect((await callApi('adminSaveSupportArticle', { id: 'NOSUCHARTICLE', title: 'x', body: 'x', category }, admin.headers)).status).toBe(404);

    const deleted = await callApi('adminDeleteSupportArticle', { id }, admin.headers);
    expect(deleted.status).toBe(200);
    expect(deleted.message).toBe('Support article deleted successfully');
    expect(await read('en')).toBeUndefined();
    expect((await callApi('adminDeleteSupportArticle', { id }, admin.headers)).status).toBe(404);
    expect((await auditOf(id)).map((e) => e.action).sort()).toEqual(['deleteSupportArticle', 'saveSupportArticle', 'saveSupportArticle']);
  });
});

describe('customers', () => {
  it('pages through the people whose e-mail begins with the query, each once', async () => {
    const prefix = `pager${randomUUID().slice(0, 6)}`;
    const people = await Promise.all([0, 1, 2].map(() => newUser({ emailPrefix: prefix })));
    const first = await callApi('adminListUsers', { query: prefix, limit: 2 }, admin.headers);
    expect(first.status).toBe(200);
    expect(first.data.users).toHaveLength(2);
    expect(first.data.cursor).toEqual(expect.any(String));
    const second = await callApi('adminListUsers', { query: prefix, limit: 2, cursor: first.data.cursor }, admin.headers);
    expect(second.data.users).toHaveLength(1);
    expect(second.data.cursor).toBeUndefined();
    const seen = [...first.data.users, ...second.data.users].map((u: { uid: string }) => u.uid).sort();
    expect(seen).toEqual(people.map((p) => p.uid).sort());
    expect(first.data.users[0]).toMatchObject({ email: expect.stringContaining(prefix), firstName: 'Tess', status: 'CONFIRMED', sellerAccount: false });

    expect((await callApi('adminListUsers', { query: `${prefix}-nobody` }, admin.headers)).data.users).toEqual([]);
    expect((await callApi('adminListUsers', { query: prefix, limit: 61 }, admin.headers)).status).toBe(400);
    expect((await callApi('adminListUsers', { query: prefix, cursor: 'not-a-cursor' }, admin.headers)).status).toBe(400);
  });

  it('deletes a seller: their token is refused at once, they cannot sign in, their live listings are withdrawn', async () => {
    const seller = await asRole('seller');
    const photos = [await uploadFivePhotos(seller.token, 702), await uploadFivePhotos(seller.token, 703)];
    const onSale = await callApi('submitListing', { form: clockListing(photos[0]!, word()) }, seller.headers);
    const underReview = await callApi('submitListing', { form: clockListing(photos[1]!, word()) }, seller.headers);
    expect((await reviewWhenReady(expert, onSale.data.itemId, 'accept')).data.status).toBe('Active');
    expect((await callApi('getItem', { itemId: onSale.data.itemId })).status).toBe(200);

    // Not their own account, and not a uid nobody has.
    const self = await callApi('adminDeleteUser', { uid: admin.uid }, admin.headers);
    expect(self.status).toBe(403);
    expect(self.message).toBe('You cannot delete your own account');
    expect((await callApi('getProfile', {}, admin.headers)).status).toBe(200);
    expect((await callApi('adminDeleteUser', { uid: 'NOSUCHUSER' }, admin.headers)).status).toBe(404);
    expect((await callApi('adminDeleteUser', { uid: 'bad uid!' }, admin.headers)).status).toBe(400);

    const deleted = await callApi('adminDeleteUser', { uid: seller.uid }, admin.headers);
    expect(deleted.status).toBe(200);
    expect(deleted.message).toBe('User deleted successfully');
    expect(deleted.data.withdrawnListings).toBe(2);

    // The token they still hold is refused by every call, public ones included.
    const refused = await callApi('getProfile', {}, seller.headers);
    expect(refused.status).toBe(401);
    expect(refused.message).toBe('This account has been deleted');
    expect((await callApi('getCategories', {}, seller.headers)).status).toBe(401);

    // Gone from the user pool: no sign-in, and the list no longer has them.
    const { userPoolId } = await stackConfig();
    const idp = await localCognito();
    await expect(idp.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: seller.email }))).rejects.toMatchObject({ name: 'UserNotFoundException' });
    await expect(passwordSignIn(seller.email, seller.password)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await callApi('adminListUsers', { query: seller.email }, admin.headers)).data.users).toEqual([]);

    // Their listings are out of the catalogue.
    for (const itemId of [onSale.data.itemId, underReview.data.itemId]) {
      expect((await getLot(itemId, true))?.status).toBe('Unsold');
      expect((await callApi('getItem', { itemId })).status).toBe(404);
    }
    const found = await callApi('search', { categoryId: 'clocks', term: '', limit: 100 });
    expect(found.data.items.map((i: { id: string }) => i.id)).not.toContain(onSale.data.itemId);

    // Deleting again finds nobody; the deletion is audited once.
    expect((await callApi('adminDeleteUser', { uid: seller.uid }, admin.headers)).status).toBe(404);
    expect(await auditOf(seller.uid)).toEqual([expect.objectContaining({ action: 'deleteUser', adminId: admin.uid, details: { email: seller.email, withdrawn: 2 } })]);
  });
});
