import { createContext, useContext } from 'react';
import { makeTranslator, type Translator } from '../../lib/translator.ts';

export type { Lang } from '../../lib/translator.ts';

/** What every wizard component needs to speak the page's language: the site's one translator. */
export type SellUi = Translator;

export const SellUiContext = createContext<SellUi>(makeTranslator('en', {}));

/** The page language's helpers inside any wizard component. */
export function useSellUi(): SellUi {
  return useContext(SellUiContext);
}
