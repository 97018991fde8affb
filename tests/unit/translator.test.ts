import { describe, expect, it } from 'vitest';
import { makeTranslator } from '../../site/src/lib/translator.ts';

/*
 * The site's one translator (site/src/lib/translator.ts, docs/adr/0058): every island's words, counts,
 * messages, paths, money and dates go through it, so its rules are the site's.
 */
describe('the translator', () => {
  const en = makeTranslator('en', {
    'bids.zero': 'No bids yet',
    'bids.one': '{count} bid',
    'bids.other': '{count} bids',
    'left.one': '{count} character left',
    'left.other': '{count} characters left',
    'photos.other': '{count} photos, {missing} missing',
    'msg.required': 'This field is required',
    'category.Watches_and_Clocks': 'Watches and clocks',
    greeting: 'Hello {name}',
  });
  const fr = makeTranslator('fr', {
    'left.one': '{count} caractère restant',
    'left.other': '{count} caractères restants',
    'category.Watches_and_Clocks': 'Montres et horloges',
  });

  it('counts with one plural rule: the zero string when the strings have one, else the language’s one/other', () => {
    expect([0, 1, 2].map((n) => en.tn('bids', n))).toEqual(['No bids yet', '1 bid', '2 bids']);
    // No zero string: English says 0 as "other", French as "one".
    expect([en.tn('left', 0), fr.tn('left', 0), fr.tn('left', 1), fr.tn('left', 2)]).toEqual(['0 characters left', '0 caractère restant', '1 caractère restant', '2 caractères restants']);
    expect(en.tn('photos', 3, { missing: 2 })).toBe('3 photos, 2 missing');
  });

  it('writes a count for the language, grouped from five digits: a form’s "1000 characters left", a listing’s "12,345"', () => {
    expect([en.tn('left', 1000), fr.tn('left', 1000)]).toEqual(['1000 characters left', '1000 caractères restants']);
    expect(en.tn('bids', 12345)).toBe('12,345 bids');
    expect(fr.tn('left', 12345)).toBe('12\u202f345 caractères restants');
  });

  it('says a message by its code, falling back to the server’s English and then the code', () => {
    expect(en.say('required')).toBe('This field is required');
    expect(fr.say({ code: 'required', message: 'This field is required' })).toBe('This field is required');
    expect(fr.say('required')).toBe('required');
    expect(en.t('greeting', { name: 'Ada' })).toBe('Hello Ada');
    expect(en.t('missing.key')).toBe('missing.key');
  });

  it('names categories, paths, money and dates in the language', () => {
    expect([en.category('Watches and Clocks'), fr.category('Watches and Clocks'), fr.category({ name: 'Watches and Clocks', nameFr: 'Horlogerie' })]).toEqual(['Watches and clocks', 'Montres et horloges', 'Horlogerie']);
    expect([en.href('/'), fr.href('/'), fr.href('/items/1/buyer')]).toEqual(['/', '/fr/', '/fr/items/1/buyer']);
    expect([en.money(125050), fr.money(125050)]).toEqual(['£1,250.50', '1\u202f250,50\u00a0£']);
    const at = '2026-11-21T14:05:00Z';
    expect(en.date(at)).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(at)));
    expect(fr.dateTime(at)).toBe(new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)));
    expect(en.time(at)).toMatch(/^\d\d:\d\d$/);
    expect([en.dateTime('not a date'), en.date(''), en.time('soon')]).toEqual(['', '', '']);
  });
});
