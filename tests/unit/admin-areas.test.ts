import { describe, expect, it } from 'vitest';
import { checkSellerFormDraft, missingFrench } from '../../shared/admin/seller-forms.ts';
import type { Category } from '../../shared/categories.ts';
import { AdminSaveSellerFormInputSchema, AdminSaveSupportArticleInputSchema } from '../../shared/contract/admin-catalogue.ts';
import type { AdminListSalesOutput } from '../../shared/contract/payouts.ts';
import { csvDocument, csvField } from '../../shared/csv.ts';
import { salesCsv, salesFileName } from '../../site/src/features/admin/sales-csv.ts';
import { checkField, definitionOf, editorFieldOf, fieldValues, frenchOptionsOf, movedField, ownForm, saveInput, withField, withoutField } from '../../site/src/features/admin/seller-form-editing.ts';
import { articleFieldOf, articleInput, articleValues, checkArticle } from '../../site/src/features/admin/support-article-editing.ts';
import type { SpecificDefinition } from '../../shared/seller-form.ts';

/*
 * The back office's areas' own rules (site/src/features/admin): a seller form edited one field at a
 * time and saved whole, a support article's two languages, and the sales CSV.
 */

const lamps: Category = { id: 'lamps', name: 'Lamps', subCategories: [{ id: 'table', name: 'Table lamps' }] };
const finish: SpecificDefinition = { label: 'Finish', kind: 'dropdwon', options: ['Gilt', 'Silvered'], required: true };
const height: SpecificDefinition = { label: 'Height (cm)', kind: 'numberFeild', required: false };
const maker: SpecificDefinition = { label: 'Maker', kind: 'textFeild', required: false };

describe('a seller form edited one field at a time', () => {
  it('saves the whole form with the per-kind labels the server checks against the list', () => {
    const input = saveInput('lamps', null, [finish, height, maker]);
    expect(input).toEqual({ catId: 'lamps', subCatId: null, dropdwon: ['Finish'], textFeild: ['Maker'], numberFeild: ['Height (cm)'], itemSpecificForm: [finish, height, maker] });
    expect(AdminSaveSellerFormInputSchema.safeParse(input).success).toBe(true);
    expect(checkSellerFormDraft([lamps], input).issues).toEqual([]);
  });

  it('adds, replaces, removes and moves a field, keeping the others in order', () => {
    expect(withField([finish], 1, height)).toEqual([finish, height]);
    expect(withField([finish, height], 0, maker)).toEqual([maker, height]);
    expect(withoutField([finish, height, maker], 1)).toEqual([finish, maker]);
    expect(movedField([finish, height, maker], 2, -1)).toEqual([finish, maker, height]);
    expect(movedField([finish, height], 0, -1)).toEqual([finish, height]);
    expect(movedField([finish, height], 1, 1)).toEqual([finish, height]);
  });

  it('reads a dropdown’s options one per line, and gives options to a dropdown only', () => {
    expect(definitionOf({ label: ' Finish ', labelFr: '', kind: 'dropdwon', options: 'Gilt\n\n  Silvered \r\n', optionsFr: '', required: true })).toEqual(finish);
    expect(definitionOf({ label: 'Height (cm)', labelFr: ' ', kind: 'numberFeild', options: 'left over', optionsFr: 'reste', required: false })).toEqual(height);
    expect(fieldValues(finish)).toEqual({ label: 'Finish', labelFr: '', kind: 'dropdwon', options: 'Gilt\nSilvered', optionsFr: '', required: true });
  });

  it('reads the French beside the English: the label, and the options line by line, a blank line being one not translated yet', () => {
    const bilingual = definitionOf({ label: 'Finish', labelFr: ' Finition ', kind: 'dropdwon', options: 'Gilt\nSilvered\nPainted', optionsFr: '\nArgenté\n', required: true });
    expect(bilingual).toEqual({ label: 'Finish', labelFr: 'Finition', kind: 'dropdwon', options: ['Gilt', 'Silvered', 'Painted'], optionsFr: ['', 'Argenté', ''], required: true });
    expect(fieldValues(bilingual)).toEqual({ label: 'Finish', labelFr: 'Finition', kind: 'dropdwon', options: 'Gilt\nSilvered\nPainted', optionsFr: '\nArgenté\n', required: true });
    expect(frenchOptionsOf('Doré\n\n\n', 1)).toEqual(['Doré']);
    expect(checkField({ label: 'Finish', labelFr: '', kind: 'dropdwon', options: 'Gilt', optionsFr: 'Doré\nArgenté', required: false })).toEqual({ optionsFr: 'msg.sellerFormOptionsFrMismatch' });
    expect(missingFrench(bilingual)).toEqual({ label: false, options: ['Gilt', 'Painted'] });
    expect(missingFrench(finish)).toEqual({ label: true, options: ['Gilt', 'Silvered'] });
  });

  it('asks for a label, and options for a dropdown, in the server’s words', () => {
    expect(checkField({ label: ' ', labelFr: '', kind: 'dropdwon', options: '\n', optionsFr: '', required: false })).toEqual({ label: 'msg.required', options: 'msg.sellerFormOptionsNeeded' });
    expect(checkField({ label: 'Maker', labelFr: '', kind: 'textFeild', options: '', optionsFr: '', required: false })).toEqual({});
  });

  it('places the server’s word on the edited field only', () => {
    expect(editorFieldOf('itemSpecificForm.2.label', 2)).toBe('label');
    expect(editorFieldOf('itemSpecificForm.2.options', 2)).toBe('options');
    expect(editorFieldOf('itemSpecificForm.1.label', 2)).toBeUndefined();
    expect(editorFieldOf('catId', 2)).toBeUndefined();
  });

  it('finds the form saved for exactly the category or the sub-category chosen', () => {
    const own = saveInput('lamps', null, [finish]);
    const sub = saveInput('lamps', 'table', [height]);
    expect(ownForm([own, sub], 'lamps', null)).toBe(own);
    expect(ownForm([own, sub], 'lamps', 'table')).toBe(sub);
    expect(ownForm([own], 'lamps', 'table')).toBeNull();
  });
});

describe('a support article in two languages', () => {
  const en = { title: 'Caring for gilt', body: 'Dust it.', category: 'Care' };
  const fr = { title: 'Entretenir la dorure', body: 'Dépoussiérez.', category: 'Entretien' };

  it('sends the French when written, and null (none, or removed) when left empty', () => {
    const values = articleValues({ id: 'A1', ...en, fr });
    expect(articleInput(values, 'A1')).toEqual({ id: 'A1', ...en, fr });
    expect(articleInput({ ...values, frTitle: '', frBody: ' ', frCategory: '' }, 'A1')).toEqual({ id: 'A1', ...en, fr: null });
    expect(articleInput(articleValues({ id: 'A2', ...en }))).toEqual({ ...en, fr: null });
    expect(AdminSaveSupportArticleInputSchema.safeParse(articleInput(values)).success).toBe(true);
  });

  it('asks for the rest of a French text begun, and places the server’s French paths on the French fields', () => {
    expect(checkArticle({ ...articleValues(), frTitle: 'Titre' })).toEqual({ frCategory: 'msg.required', frBody: 'msg.required' });
    expect(checkArticle(articleValues())).toEqual({});
    expect(articleFieldOf('fr.body')).toBe('frBody');
    expect(articleFieldOf('fr')).toBe('frTitle');
    expect(articleFieldOf('title')).toBe('title');
    expect(articleFieldOf('id')).toBeUndefined();
  });
});

describe('the sales CSV', () => {
  const listed: AdminListSalesOutput = {
    sales: [
      { orderId: 'O2', date: '2026-11-20T10:00:00.000Z', amount: 55_000, itemNumber: '100002', buyerEmail: 'b@x.test', sellerEmail: 's@x.test', paidToSeller: false, transactionId: 'pi_2', commission: 1623, payout: 53_377, status: 'paid' },
      { orderId: 'O1', date: '2026-11-02T10:00:00.000Z', amount: 10_000, itemNumber: '100001', buyerEmail: '=cmd@x.test', sellerEmail: 's@x.test', paidToSeller: true, transactionId: null, commission: 295, payout: 9705, status: 'refunded' },
    ],
    totals: { amount: 55_000, commission: 1623, payout: 53_377 },
  };

  it('has a line per sale and the totals the call gave, amounts in pounds, no field read as a formula', () => {
    expect(salesCsv(listed).split('\r\n')).toEqual([
      'date,order,item number,buyer e-mail,seller e-mail,status,sale amount,commission,payout to seller,paid to seller,transaction id',
      '2026-11-20,O2,100002,b@x.test,s@x.test,paid,550.00,16.23,533.77,no,pi_2',
      "2026-11-02,O1,100001,'=cmd@x.test,s@x.test,refunded,100.00,2.95,97.05,yes,",
      'total,,,,,,550.00,16.23,533.77,,',
      '',
    ]);
    expect(salesFileName('2026-11-01', '')).toBe('patina-sales-2026-11-01-to-today.csv');
  });

  it('quotes a field holding a comma, a quote or a line break', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvDocument([['a', 'b\nc']])).toBe('a,"b\nc"\r\n');
  });
});
