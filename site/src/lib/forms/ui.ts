import { createContext, useContext } from 'react';
import { makeTranslator, type Translator } from '../translator.ts';
import type { Problem } from './outcome.ts';

export type { Lang, Strings } from '../translator.ts';

/** What a form (and the island around it) needs to speak the page's language: the site's one translator. */
export type FormUi = Translator;

/** A field's or a banner's problem in the page's language: a message by its code, or a string key of the form's own words. */
export function sayProblem(ui: Pick<FormUi, 't' | 'say'>, problem: Problem): string {
  return typeof problem === 'string' ? ui.t(problem) : ui.say(problem);
}

export const FormUiContext = createContext<FormUi>(makeTranslator('en', {}));

/** The page language's helpers inside any form. */
export function useFormUi(): FormUi {
  return useContext(FormUiContext);
}
