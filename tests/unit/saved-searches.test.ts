import { describe, expect, it } from 'vitest';
import type { Item } from '../../shared/item.ts';
import { lotFacets, lotFacts, matchesSearch, mostUrgent, sameSearch } from '../../shared/saved-searches.ts';
import { decideAlerts, isAcceptance } from '../../lambdas/alerts/match.ts';
import { digestMail } from '../../lambdas/alerts/digest.ts';

/** The rules of saved searches' alerts (docs/adr/0053): what matches, who is told once, how a digest reads. */
const item = (changes: Partial<Item> = {}): Item =>
  ({
    id: 'L1',
    sellerId: 'seller',
    name: 'Commode Louis XV en acajou',
    caption: 'Marqueterie, bronzes dorés',
    description: 'Une commode élégante.',
    specifics: { Period: 'Louis XV (1715–1774)' },
    categoryId: 'furniture',
    subCategoryId: 'furniture-commodes',
    listAsAuction: true,
    listAsBuyNow: false,
    startingPrice: 50_000,
    currentBid: null,
    buyItNowPrice: null,
    status: 'Active',
    activatedAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    endsAt: '2026-12-04T10:00:00.000Z',
    ...changes,
  }) as Item;

describe('a saved search matches a new lot', () => {
  const facts = lotFacts(item());
  it('by category or sub-category, format, price range and every word (accents, case and plurals aside)', () => {
    expect(matchesSearch({ categoryId: null, term: '' }, facts)).toBe(true);
    expect(matchesSearch({ categoryId: 'furniture', term: 'ACAJOU commodes' }, facts)).toBe(true);
    expect(matchesSearch({ categoryId: 'furniture-commodes', term: 'dores', format: 'auction', minPrice: 40_000, maxPrice: 60_000 }, facts)).toBe(true);
    expect(matchesSearch({ categoryId: 'clocks', term: '' }, facts)).toBe(false);
    expect(matchesSearch({ categoryId: null, term: 'acajou noyer' }, facts)).toBe(false);
    expect(matchesSearch({ categoryId: null, term: '', format: 'buyNow' }, facts)).toBe(false);
    expect(matchesSearch({ categoryId: null, term: '', minPrice: 100, maxPrice: 49_999 }, facts)).toBe(false);
    // A longer word of the search is not found in a shorter one of the lot.
    expect(matchesSearch({ categoryId: null, term: 'acajoux' }, facts)).toBe(true);
    expect(matchesSearch({ categoryId: null, term: 'acajouzz' }, facts)).toBe(false);
    expect(lotFacets(item())).toEqual(['*', 'furniture', 'furniture-commodes']);
    expect(sameSearch({ categoryId: null, term: ' Acajou ' }, { categoryId: null, term: 'acajou', format: 'both' } as never)).toBe(true);
  });

  it('only the acceptance’s own write is a new lot (a later write of the live lot is not)', () => {
    expect(isAcceptance(item())).toBe(true);
    expect(isAcceptance(item({ updatedAt: '2026-11-27T10:05:00.000Z' }))).toBe(false);
    expect(isAcceptance(item({ status: 'Awaiting Approval' as never }))).toBe(false);
  });
});

describe('who a lot alerts', () => {
  it('each person once, at their most urgent choice; never the seller; nobody whose searches do not match', () => {
    const search = (uid: string, term: string, alert: 'instant' | 'daily' | 'off') => ({ uid, id: `${uid}-${term}`, name: term, search: { categoryId: null, term }, alert, createdAt: '' });
    const decided = decideAlerts(
      item(),
      [search('ann', 'commode', 'daily'), search('ann', 'acajou', 'instant'), search('bob', 'noyer', 'instant'), search('seller', 'commode', 'instant'), search('cat', 'commode', 'off')],
      [{ uid: 'ann', sellerName: 'Maison A' }, { uid: 'dan', sellerName: 'Maison A' }],
    );
    expect(decided.sort((a, b) => a.uid.localeCompare(b.uid))).toEqual([
      { uid: 'ann', matched: 'commode', mode: 'instant' },
      { uid: 'cat', matched: 'commode', mode: 'off' },
      { uid: 'dan', matched: 'Maison A', mode: 'daily' },
    ]);
    expect(mostUrgent(['off', 'daily'])).toBe('daily');
  });

  it('the digest is one e-mail in the reader’s language, each lot linked on their language’s site', () => {
    const entries = [
      { uid: 'ann', itemId: 'L1', path: '/items/L1/auction', itemName: 'Commode', price: 50_000, endsAt: '', matched: 'commode', at: '' },
      { uid: 'ann', itemId: 'L2', path: '/items/L2/buyer', itemName: 'Pendule', price: 12_050, endsAt: '', matched: 'Maison A', at: '' },
    ];
    const mail = digestMail(entries, { locale: 'fr', timeZone: 'Europe/Paris' }, 'https://patina.example');
    expect(mail.subject).toBe('Patina : 2 nouveaux objets pour vous');
    expect(mail.text).toContain('https://patina.example/fr/items/L2/buyer');
    expect(mail.text).toContain('Pendule (120,50');
    expect(digestMail(entries.slice(0, 1), { locale: 'en', timeZone: 'Europe/London' }, '').subject).toBe('Patina: 1 new item for you');
  });
});
