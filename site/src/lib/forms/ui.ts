import { createContext, useContext } from 'react';
import type { MessageKey } from '../../../../shared/messages.ts';
import { fillPlaceholders } from '../../../../shared/placeholders.ts';
import { sayMessage, type Said } from '../messages.ts';
import type { Problem } from './outcome.ts';

export type Lang = 'en' | 'fr';
export type Strings = Record<string, string>;
type Params = Record<string, string | number>;

/** What a form (and the island around it) needs to speak the page's language. */
export interface FormUi {
  locale: Lang;
  /** The string for a key, `{name}` placeholders filled; the key itself when missing. */
  t(key: string, params?: Params): string;
  /** A counted string: `key.one` / `key.other` by the language's plural rules. */
  tn(key: string, count: number): string;
  /** A message (a server's answer or a form's own) in the page's language, by its code. */
  say(message: Said | MessageKey): string;
  /** A site path in the page's language. */
  href(path: string): string;
}

/** The helpers over the strings a page picked for its island (`form.` words included). */
export function makeFormUi(locale: Lang, strings: Strings): FormUi {
  const plurals = new Intl.PluralRules(locale === 'fr' ? 'fr-FR' : 'en-GB');
  const t = (key: string, params?: Params) => fillPlaceholders(strings[key] ?? key, params);
  return {
    locale,
    t,
    tn: (key, count) => t(`${key}.${plurals.select(count) === 'one' ? 'one' : 'other'}`, { count }),
    say: (message) => sayMessage(t, message),
    href: (path) => (locale === 'fr' ? (path === '/' ? '/fr/' : `/fr${path}`) : path),
  };
}

/** The form helpers over another island's translator, so its forms speak through it. */
export function formUiOver(ui: Pick<FormUi, 'locale' | 't' | 'tn' | 'href'>): FormUi {
  return { locale: ui.locale, t: ui.t, tn: ui.tn, href: ui.href, say: (message) => sayMessage(ui.t, message) };
}

/** A field's or a banner's problem in the page's language: a message by its code, or a string key of the form's own words. */
export function sayProblem(ui: Pick<FormUi, 't' | 'say'>, problem: Problem): string {
  return typeof problem === 'string' ? ui.t(problem) : ui.say(problem);
}

export const FormUiContext = createContext<FormUi>(makeFormUi('en', {}));

/** The page language's helpers inside any form. */
export function useFormUi(): FormUi {
  return useContext(FormUiContext);
}
