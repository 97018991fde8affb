import { useMemo, type ReactNode } from 'react';
import { FormUiContext, makeFormUi, type Lang, type Strings } from './ui.ts';

/** Gives an island's forms (and everything in it that calls useFormUi) the page's language and strings. */
export function FormUiProvider({ locale, strings, children }: { locale: Lang; strings: Strings; children: ReactNode }) {
  const ui = useMemo(() => makeFormUi(locale, strings), [locale, strings]);
  return <FormUiContext.Provider value={ui}>{children}</FormUiContext.Provider>;
}
