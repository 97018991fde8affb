import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { makeTranslator, type Lang, type Strings, type Translator } from './translator.ts';

export type { Lang, Strings } from './translator.ts';

/*
 * The one React context of the site's translator (docs/adr/0058): an island provides it once
 * (`export default withUi(Island)`, or `UiProvider` around the part it renders), and every
 * component in it, the form kit's included, reads it with `useUi()`. A provider inside another
 * gives its part of the page its own strings: the listing wizard inside the seller dashboard.
 */

/** What a component needs to speak the page's language: the site's one translator. */
export type Ui = Translator;

const UiContext = createContext<Ui>(makeTranslator('en', {}));

/** The page language's helpers, inside any island. */
export function useUi(): Ui {
  return useContext(UiContext);
}

/** Gives everything inside it the translator over these strings in this language. */
export function UiProvider({ locale, strings, children }: { locale: Lang; strings: Strings; children: ReactNode }) {
  const ui = useMemo(() => makeTranslator(locale, strings), [locale, strings]);
  return <UiContext.Provider value={ui}>{children}</UiContext.Provider>;
}

/** An island (its default export) that speaks the page's language: `export default withUi(Listing)`. */
export function withUi<P extends object>(Island: ComponentType<P>): ComponentType<P & { locale: Lang; strings: Strings }> {
  return function WithUi(props: P & { locale: Lang; strings: Strings }) {
    return (
      <UiProvider locale={props.locale} strings={props.strings}>
        <Island {...props} />
      </UiProvider>
    );
  };
}
