import { describe, expect, it } from 'vitest';
import { alternativeTerms } from '../../shared/search-alternatives.ts';

describe('a search without results: the terms offered (docs/adr/0051)', () => {
  it('puts every word at its nearest catalogue word first, then one word\'s next nearest', () => {
    expect(alternativeTerms(['mahagonny'], [['mahogany', 'mahogony']])).toEqual(['mahogany', 'mahogony']);
    expect(alternativeTerms(['mahagonny', 'chiar'], [['mahogany'], ['chair', 'chairs']])).toEqual(['mahogany chair', 'mahogany', 'chair']);
  });

  it('offers each known word alone when no lot has them together, never the term searched', () => {
    expect(alternativeTerms(['teapot', 'armoire'], [['teapot', 'teapots'], ['armoire']])).toEqual(['teapot', 'armoire']);
    expect(alternativeTerms(['teapot'], [['teapot']])).toEqual([]);
    // A word with nothing near stays as typed.
    expect(alternativeTerms(['xqzv', 'chiar'], [[], ['chair']])).toEqual(['xqzv chair', 'xqzv', 'chair']);
  });
});
