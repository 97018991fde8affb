import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../shared/admin/audit.ts';
import { checkCategoryDelete, liveLotsIn, removeSubCategory, saveCategory, saveSubCategory, type PlacedLot } from '../../shared/admin/categories.ts';
import { checkSellerFormDraft, type SellerFormDraft } from '../../shared/admin/seller-forms.ts';
import { localiseArticle } from '../../shared/admin/support-articles.ts';
import { adminUserRow, emailPrefixFilter, isClosed, mayDeleteUser, type PoolUser } from '../../shared/admin/users.ts';
import { withdrawLot, WITHDRAWN_NOTE } from '../../shared/admin/withdraw.ts';
import { newProfile } from '../../shared/account.ts';
import { lacksFrench, type Category } from '../../shared/categories.ts';
import { categoryName } from '../../shared/i18n/index.ts';
import { ItemStatus, splitItem, type Lot } from '../../shared/item.ts';
import { fieldLabel, fieldOptions, formFields, localSpecifics, sellerForm } from '../../shared/seller-form.ts';
import { checkListUsersRequest, pageOfUsers } from '../../infra/local/cognito-admin-twin.ts';
import { makeItem } from './fixtures.ts';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const clocks: Category = { id: 'clocks', name: 'Clocks', subCategories: [{ id: 'mantel', name: 'Mantel clocks' }, { id: 'wall', name: 'Wall clocks' }] };
const silver: Category = { id: 'silver', name: 'Silver', subCategories: [] };
const categories = [clocks, silver];
const lot = (status: ItemStatus, categoryId = 'clocks', subCategoryId: string | null = 'mantel'): PlacedLot => ({ status, categoryId, subCategoryId });

describe('categories: names', () => {
  it('creates a category under the new id, its name tidied, with no sub-categories', () => {
    expect(saveCategory(categories, { name: '  Garden   statues ' }, 'NEW1')).toEqual({ ok: true, value: { id: 'NEW1', name: 'Garden statues', subCategories: [] } });
  });

  it('renames a category and keeps its sub-categories', () => {
    const outcome = saveCategory(categories, { id: 'clocks', name: 'Clocks & watches' }, 'NEW1');
    expect(outcome).toEqual({ ok: true, value: { ...clocks, name: 'Clocks & watches' } });
  });

  it('refuses a name another category has, ignoring case and spacing, but not the category\'s own', () => {
    expect(saveCategory(categories, { name: ' SILVER ' }, 'NEW1')).toEqual({ ok: false, status: 409, notice: { code: 'categoryNameTaken' } });
    expect(saveCategory(categories, { id: 'clocks', name: 'silver' }, 'NEW1')).toMatchObject({ ok: false, status: 409 });
    expect(saveCategory(categories, { id: 'silver', name: 'silver' }, 'NEW1')).toMatchObject({ ok: true, value: { id: 'silver', name: 'silver' } });
  });

  it('answers 404 for an id that names no category', () => {
    expect(saveCategory(categories, { id: 'nope', name: 'Anything' }, 'NEW1')).toEqual({ ok: false, status: 404, notice: { code: 'notFound' } });
  });

  it('adds and renames sub-categories, refusing a sibling\'s name and unknown ids', () => {
    const added = saveSubCategory(clocks, { name: 'Carriage clocks' }, 'S1');
    expect(added).toMatchObject({ ok: true, value: { subCategory: { id: 'S1', name: 'Carriage clocks' } } });
    if (added.ok) expect(added.value.category.subCategories.map((s) => s.id)).toEqual(['mantel', 'wall', 'S1']);
    const renamed = saveSubCategory(clocks, { id: 'wall', name: 'Wall & bracket clocks' }, 'S1');
    if (!renamed.ok) throw new Error('rename refused');
    expect(renamed.value.category.subCategories).toEqual([{ id: 'mantel', name: 'Mantel clocks' }, { id: 'wall', name: 'Wall & bracket clocks' }]);
    expect(saveSubCategory(clocks, { name: 'mantel CLOCKS' }, 'S1')).toEqual({ ok: false, status: 409, notice: { code: 'subCategoryNameTaken' } });
    expect(saveSubCategory(clocks, { id: 'nope', name: 'x' }, 'S1')).toMatchObject({ ok: false, status: 404 });
  });

  it('keeps a French name beside the English one: cleaned when sent, removed when sent empty, kept when not sent (docs/adr/0051)', () => {
    const created = saveCategory(categories, { name: 'Garden statues', nameFr: '  Statues   de jardin ' }, 'NEW1');
    expect(created).toEqual({ ok: true, value: { id: 'NEW1', name: 'Garden statues', nameFr: 'Statues de jardin', subCategories: [] } });
    const french: Category = { ...clocks, nameFr: 'Horlogerie' };
    expect(saveCategory([french], { id: 'clocks', name: 'Clocks & watches' }, 'X')).toMatchObject({ ok: true, value: { name: 'Clocks & watches', nameFr: 'Horlogerie' } });
    const cleared = saveCategory([french], { id: 'clocks', name: 'Clocks', nameFr: ' ' }, 'X');
    expect(cleared.ok && 'nameFr' in cleared.value).toBe(false);
    const sub = saveSubCategory(french, { name: 'Carriage clocks', nameFr: 'Pendules de voyage' }, 'S1');
    expect(sub).toMatchObject({ ok: true, value: { subCategory: { id: 'S1', name: 'Carriage clocks', nameFr: 'Pendules de voyage' } } });
    if (!sub.ok) throw new Error('refused');
    expect(saveSubCategory(sub.value.category, { id: 'S1', name: 'Carriage & travel clocks' }, 'S2')).toMatchObject({ ok: true, value: { subCategory: { nameFr: 'Pendules de voyage' } } });
  });

  it('names a category in each language: the admin\'s French, else the catalogue\'s translation, else the English (docs/adr/0051)', () => {
    expect(categoryName('fr', { name: 'Garden statues', nameFr: 'Statues de jardin' })).toBe('Statues de jardin');
    expect(categoryName('en', { name: 'Garden statues', nameFr: 'Statues de jardin' })).toBe('Garden statues');
    expect(categoryName('fr', { name: 'Garden statues' })).toBe('Garden statues');
    expect(categoryName('fr', { name: 'Furniture', nameFr: '' })).toBe('Mobilier');
    expect(lacksFrench({ name: 'Garden statues', nameFr: ' ' })).toBe(true);
  });
});

describe('categories: deleting', () => {
  it('counts only the live lots of the category (and sub-category) asked about', () => {
    const lots = [
      lot(ItemStatus.Active),
      lot(ItemStatus.AwaitingApproval, 'clocks', 'wall'),
      lot(ItemStatus.Shipping, 'clocks', null),
      lot(ItemStatus.Sold),
      lot(ItemStatus.Unsold),
      lot(ItemStatus.Active, 'silver', null),
    ];
    expect(liveLotsIn(lots, 'clocks')).toBe(3);
    expect(liveLotsIn(lots, 'clocks', 'mantel')).toBe(1);
    expect(liveLotsIn(lots, 'clocks', 'wall')).toBe(1);
  });

  it('refuses a category with live lots, saying how many, and allows one whose lots are all finished', () => {
    expect(checkCategoryDelete([lot(ItemStatus.InDispute), lot(ItemStatus.PaymentNotDone)], 'clocks')).toEqual({
      ok: false,
      status: 409,
      notice: { code: 'categoryHasLiveItems', params: { count: 2 } },
    });
    expect(checkCategoryDelete([lot(ItemStatus.Sold), lot(ItemStatus.EndedUnsold), lot(ItemStatus.Active, 'silver', null)], 'clocks')).toEqual({ ok: true, value: null });
  });

  it('removes a sub-category only when none of its lots is live', () => {
    expect(removeSubCategory(clocks, 'mantel', [lot(ItemStatus.AwaitingPayment)])).toEqual({
      ok: false,
      status: 409,
      notice: { code: 'subCategoryHasLiveItems', params: { count: 1 } },
    });
    expect(removeSubCategory(clocks, 'mantel', [lot(ItemStatus.Active, 'clocks', 'wall')])).toEqual({ ok: true, value: { ...clocks, subCategories: [{ id: 'wall', name: 'Wall clocks' }] } });
    expect(removeSubCategory(clocks, 'nope', [])).toMatchObject({ ok: false, status: 404 });
  });
});

describe('seller forms', () => {
  const draft = (overrides: Partial<SellerFormDraft> = {}): SellerFormDraft => ({
    catId: 'clocks',
    subCatId: 'mantel',
    dropdwon: ['Period'],
    textFeild: ['Maker'],
    numberFeild: ['Height (cm)'],
    itemSpecificForm: [
      { label: 'Maker', kind: 'textFeild', required: false },
      { label: 'Period', kind: 'dropdwon', options: ['Georgian', 'Victorian'], required: true },
      { label: 'Height (cm)', kind: 'numberFeild', required: false },
    ],
    ...overrides,
  });

  it('accepts a consistent form, and the wizard sees its fields by position', () => {
    const { issues, form } = checkSellerFormDraft(categories, draft());
    expect(issues).toEqual([]);
    expect(formFields(form).map((f) => [f.name, f.label, f.type])).toEqual([
      ['field1', 'Maker', 'text'],
      ['field2', 'Period', 'dropdown'],
      ['field3', 'Height (cm)', 'number'],
    ]);
  });

  it('keeps the French of labels and options beside the English, and shows a lot\'s specifics in each language (docs/adr/0051)', () => {
    const period = { label: 'Period', labelFr: ' Époque ', kind: 'dropdwon' as const, options: ['Georgian', 'Victorian'], optionsFr: ['Géorgienne', ''], required: true };
    const { issues, form } = checkSellerFormDraft(categories, draft({ itemSpecificForm: [{ label: 'Maker', kind: 'textFeild', required: false }, period, { label: 'Height (cm)', kind: 'numberFeild', required: false }] }));
    expect(issues).toEqual([]);
    expect(form!.itemSpecificForm[1]).toEqual({ label: 'Period', labelFr: 'Époque', kind: 'dropdwon', options: ['Georgian', 'Victorian'], optionsFr: ['Géorgienne', ''], required: true });
    const field = formFields(form)[1]!;
    expect([fieldLabel(field, 'fr'), fieldLabel(field, 'en')]).toEqual(['Époque', 'Period']);
    // The value stays the English option in both languages; only its words change (an untranslated one shows in English).
    expect(fieldOptions(field, 'fr')).toEqual([{ value: 'Georgian', label: 'Géorgienne' }, { value: 'Victorian', label: 'Victorian' }]);
    const specifics = { Maker: 'Gillows', Period: 'Georgian', Gone: 'kept' };
    expect(localSpecifics(form, specifics, 'fr')).toEqual({ Maker: 'Gillows', Époque: 'Géorgienne', Gone: 'kept' });
    expect(localSpecifics(form, specifics, 'en')).toEqual(specifics);
    expect(localSpecifics(null, specifics, 'fr')).toEqual(specifics);
    const mismatch = checkSellerFormDraft(categories, draft({ itemSpecificForm: [{ label: 'Maker', kind: 'textFeild', required: false }, { ...period, optionsFr: ['Géorgienne'] }, { label: 'Height (cm)', kind: 'numberFeild', required: false }] }));
    expect(mismatch.issues).toEqual([{ path: 'itemSpecificForm.1.optionsFr', code: 'sellerFormOptionsFrMismatch' }]);
    expect(sellerForm('clocks', null, []).itemSpecificForm).toEqual([]);
  });

  it('refuses an unknown category or a sub-category of another category', () => {
    expect(checkSellerFormDraft(categories, draft({ catId: 'nope' })).issues).toEqual([{ path: 'catId', code: 'chooseCategory' }]);
    expect(checkSellerFormDraft(categories, draft({ catId: 'silver', subCatId: 'mantel' })).issues).toEqual([{ path: 'subCatId', code: 'chooseSubCategory' }]);
    expect(checkSellerFormDraft(categories, draft({ subCatId: null })).issues).toEqual([]);
  });

  it('refuses duplicate labels, a dropdown without options, options on a text field and repeated options', () => {
    const { issues, form } = checkSellerFormDraft(
      categories,
      draft({
        dropdwon: ['Period'],
        textFeild: ['maker', 'Maker'],
        numberFeild: [],
        itemSpecificForm: [
          { label: 'maker', kind: 'textFeild', options: ['x'], required: false },
          { label: 'Maker', kind: 'textFeild', required: false },
          { label: 'Period', kind: 'dropdwon', options: ['A', 'a'], required: true },
        ],
      }),
    );
    expect(form).toBeNull();
    expect(issues).toEqual([
      { path: 'itemSpecificForm.0.options', code: 'sellerFormOptionsUnexpected' },
      { path: 'itemSpecificForm.1.label', code: 'sellerFormLabelTaken' },
      { path: 'itemSpecificForm.2.options', code: 'sellerFormOptionTaken' },
    ]);
    const bare = checkSellerFormDraft(categories, draft({ itemSpecificForm: [{ label: 'Period', kind: 'dropdwon', required: true }], textFeild: [], numberFeild: [] }));
    expect(bare.issues).toEqual([{ path: 'itemSpecificForm.0.options', code: 'sellerFormOptionsNeeded' }]);
  });

  it('refuses per-kind lists that do not name the form\'s fields of that kind, in order', () => {
    expect(checkSellerFormDraft(categories, draft({ textFeild: [] })).issues).toEqual([{ path: 'textFeild', code: 'sellerFormKindsMismatch' }]);
    expect(checkSellerFormDraft(categories, draft({ dropdwon: ['Maker'], textFeild: ['Period'] })).issues.map((i) => i.path)).toEqual(['dropdwon', 'textFeild']);
  });
});

describe('customers', () => {
  const poolUser: PoolUser = { uid: 'u1', username: 'ada@patina.test', email: 'ada@patina.test', firstName: 'Ada', lastName: 'Lovelace', status: 'CONFIRMED', enabled: true, createdAt: NOW.toISOString() };

  it('searches the pool by e-mail prefix, with quotes and backslashes escaped, and lists everyone for no query', () => {
    expect(emailPrefixFilter(' ada ')).toBe('email ^= "ada"');
    expect(emailPrefixFilter('a"b\\c')).toBe('email ^= "a\\"b\\\\c"');
    expect(emailPrefixFilter('   ')).toBeUndefined();
    expect(emailPrefixFilter(undefined)).toBeUndefined();
  });

  it('joins a pool user with their profile, or stands alone before their first call', () => {
    expect(adminUserRow(poolUser, null)).toMatchObject({ uid: 'u1', displayName: 'Ada Lovelace', sellerAccount: false, sellerProfileName: null, country: null });
    const profile = { ...newProfile({ uid: 'u1', email: 'ada@patina.test', firstName: 'Ada', lastName: 'Lovelace' }, NOW), sellerAccount: true, sellerProfileName: 'Analytical Antiques', displayName: 'Countess' };
    expect(adminUserRow(poolUser, profile)).toMatchObject({ displayName: 'Countess', sellerAccount: true, sellerProfileName: 'Analytical Antiques' });
  });

  it('lets an admin delete anyone but themself; a closed profile is a deleted account', () => {
    expect(mayDeleteUser('a', 'b')).toBe(true);
    expect(mayDeleteUser('a', 'a')).toBe(false);
    expect(isClosed(null)).toBe(false);
    expect(isClosed({ closedAt: null })).toBe(false);
    expect(isClosed({ closedAt: NOW.toISOString() })).toBe(true);
  });
});

describe('withdrawing a deleted seller\'s listings', () => {
  const lotIn = (status: ItemStatus): Lot => splitItem(makeItem({ status })).lot;

  it('takes a live or submitted lot out as Unsold with the note, recording the admin as reviewer of a submission', () => {
    const active = lotIn(ItemStatus.Active);
    const withdrawn = withdrawLot(active, 'admin1', NOW)!;
    expect(withdrawn).toMatchObject({ status: ItemStatus.Unsold, rejectionNote: WITHDRAWN_NOTE, reviewerId: active.reviewerId, version: active.version + 1 });
    expect(withdrawLot(lotIn(ItemStatus.AwaitingApproval), 'admin1', NOW)).toMatchObject({ status: ItemStatus.Unsold, reviewerId: 'admin1' });
  });

  it('leaves sales under way and finished lots alone', () => {
    for (const status of [ItemStatus.AwaitingPayment, ItemStatus.Shipping, ItemStatus.InDispute, ItemStatus.Sold, ItemStatus.Unsold, ItemStatus.PaymentNotDone]) {
      expect(withdrawLot(lotIn(status), 'admin1', NOW), status).toBeNull();
    }
  });
});

describe('support articles in two languages', () => {
  const article = { id: 'a1', title: 'Bidding', body: 'How bids work', category: 'Buying', fr: { title: 'Enchérir', body: 'Comment enchérir', category: 'Acheter' } };

  it('answers French readers the French, English readers the English, and never the translation itself', () => {
    expect(localiseArticle(article, 'fr')).toEqual({ id: 'a1', title: 'Enchérir', body: 'Comment enchérir', category: 'Acheter' });
    expect(localiseArticle(article, 'en')).toEqual({ id: 'a1', title: 'Bidding', body: 'How bids work', category: 'Buying' });
  });

  it('answers the English to a French reader when the article has no French', () => {
    const { fr: _fr, ...english } = article;
    expect(localiseArticle(english, 'fr')).toEqual({ id: 'a1', title: 'Bidding', body: 'How bids work', category: 'Buying' });
  });
});

describe('the audit entry', () => {
  it('says who, what and when', () => {
    expect(auditEntry('E1', { uid: 'admin1', email: 'admin@patina.test' }, 'deleteCategory', 'clocks', { name: 'Clocks' }, NOW)).toEqual({
      id: 'E1',
      at: NOW.toISOString(),
      adminId: 'admin1',
      adminEmail: 'admin@patina.test',
      action: 'deleteCategory',
      target: 'clocks',
      details: { name: 'Clocks' },
    });
  });
});

describe('the local user pool\'s ListUsers pages (as Cognito pages them)', () => {
  const everyone = { Users: ['d', 'b', 'a', 'e', 'c'].map((Username) => ({ Username })) };

  it('cuts the answer into pages in user-name order, each token leading to the next page, none after the last', () => {
    const first = pageOfUsers({ Limit: 2 }, everyone);
    const body1 = first.body as { Users: { Username: string }[]; PaginationToken?: string };
    expect(body1.Users.map((u) => u.Username)).toEqual(['a', 'b']);
    const body2 = pageOfUsers({ Limit: 2, PaginationToken: body1.PaginationToken }, everyone).body as typeof body1;
    expect(body2.Users.map((u) => u.Username)).toEqual(['c', 'd']);
    const body3 = pageOfUsers({ Limit: 2, PaginationToken: body2.PaginationToken }, everyone).body as typeof body1;
    expect(body3.Users.map((u) => u.Username)).toEqual(['e']);
    expect(body3.PaginationToken).toBeUndefined();
  });

  it('refuses a limit Cognito refuses, and a token from another search', () => {
    expect(checkListUsersRequest({ Limit: 61 })).toMatchObject({ status: 400, body: { __type: 'InvalidParameterException' } });
    expect(checkListUsersRequest({ Limit: 0 })).toMatchObject({ status: 400 });
    expect(checkListUsersRequest({ Limit: 60 })).toBeNull();
    const token = (pageOfUsers({ Limit: 1, Filter: 'email ^= "a"' }, everyone).body as { PaginationToken: string }).PaginationToken;
    expect(checkListUsersRequest({ Limit: 1, Filter: 'email ^= "a"', PaginationToken: token })).toBeNull();
    expect(checkListUsersRequest({ Limit: 1, Filter: 'email ^= "b"', PaginationToken: token })).toMatchObject({ status: 400 });
    expect(checkListUsersRequest({ PaginationToken: 'garbage' })).toMatchObject({ status: 400 });
  });
});
