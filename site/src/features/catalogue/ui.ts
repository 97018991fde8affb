import { createContext, useContext } from 'react';
import { makeTranslator, type Translator } from '../../lib/translator.ts';

export type { Lang, Strings } from '../../lib/translator.ts';

/** What every catalogue component needs to speak the page's language: the site's one translator. */
export type Ui = Translator;

export const UiContext = createContext<Ui>(makeTranslator('en', {}));

/** The page language's helpers, inside any catalogue island. */
export function useUi(): Ui {
  return useContext(UiContext);
}

/** The path's segments after the language prefix, decoded: `/fr/items/01A/auction` → `['items', '01A', 'auction']`. */
export function pathSegments(pathname: string): string[] {
  return pathname
    .replace(/^\/fr(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
