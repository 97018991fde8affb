import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseCallData } from '../../shared/contract/protocol.ts';
import { SendContactMessageInputSchema } from '../../shared/contract/catalogue.ts';
import { catalogues, categoryName, localeFromPath, localisePath, translate } from '../../shared/i18n/index.ts';
import { resolveSitePath } from '../../shared/routes.ts';

describe('parseCallData', () => {
  const schema = z.strictObject({ amount: z.number().int(), note: z.string().min(1) });
  it("answers a missing field with the spec's required message and maps every bad field", () => {
    const result = parseCallData(schema, { amount: 'ten' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.failure.status).toBe(400);
    expect(result.failure.data.fields).toEqual({ amount: 'Field must be a number', note: 'This field is required' });
    expect(result.failure.message).toBe('Field must be a number');
  });
  it('names unknown fields', () => {
    const result = parseCallData(schema, { amount: 1, note: 'x', admin: true });
    expect(!result.ok && result.failure.data.fields).toEqual({ admin: 'Unknown field: admin' });
  });
  it('keeps messages the schema gives itself', () => {
    const result = parseCallData(SendContactMessageInputSchema, { name: 'A', email: 'nope', subject: 'S', message: 'M' });
    expect(!result.ok && result.failure.message).toBe('Please enter a valid e-mail address');
  });
});

describe('resolveSitePath', () => {
  it('maps id routes to their pre-rendered shells in both languages', () => {
    expect(resolveSitePath('/catagoriesDetails/furniture')).toBe('/catagoriesDetails/shell/index.html');
    expect(resolveSitePath('/fr/catagoriesDetails/all')).toBe('/fr/catagoriesDetails/shell/index.html');
    expect(resolveSitePath('/items/01ABC/auction')).toBe('/items/shell/auction/index.html');
    expect(resolveSitePath('/seller-reviews/u1/Harcourt%20Vane')).toBe('/seller-reviews/shell/index.html');
    expect(resolveSitePath('/sellar-dashboard/List%20an%20item')).toBe('/sellar-dashboard/index.html');
    expect(resolveSitePath('/my-account/Watchlist')).toBe('/my-account/index.html');
  });
  it('serves directories as index.html and files as themselves', () => {
    expect(resolveSitePath('/')).toBe('/index.html');
    expect(resolveSitePath('/fr')).toBe('/fr/index.html');
    expect(resolveSitePath('/about')).toBe('/about/index.html');
    expect(resolveSitePath('/_astro/app.js')).toBe('/_astro/app.js');
  });
});

describe('i18n', () => {
  it('reads the language from the path, English by default', () => {
    expect(localeFromPath('/fr/about')).toBe('fr');
    expect(localeFromPath('/fr')).toBe('fr');
    expect(localeFromPath('/french-clocks')).toBe('en');
    expect(localisePath('/about', 'fr')).toBe('/fr/about');
    expect(localisePath('/fr/about', 'en')).toBe('/about');
    expect(localisePath('/fr/', 'en')).toBe('/');
  });
  it('has every English string in French too', () => {
    const missing = Object.keys(catalogues.en).filter((key) => !(key in catalogues.fr));
    expect(missing).toEqual([]);
  });
  it('falls back to English, then to the key, and fills placeholders', () => {
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
    expect(translate('en', 'no.such.{x}', { x: 1 })).toBe('no.such.1');
  });
  it('translates category names after trimming and replacing spaces with underscores', () => {
    const key = Object.keys(catalogues.fr).find((k) => k.startsWith('category.') && k.includes('_'));
    if (!key) return expect.fail('expected a category name with a space in the catalogue');
    const english = catalogues.en[key]!;
    expect(categoryName('fr', `  ${english} `)).toBe(catalogues.fr[key]);
    expect(categoryName('fr', 'A Name Nobody Translated')).toBe('A Name Nobody Translated');
  });
});
