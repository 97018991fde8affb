import { createContext, useContext, useMemo, type ComponentType } from 'react';
import { makeTranslator, type Lang, type Strings, type Translator } from './translator.ts';

export type { Lang, Strings } from './translator.ts';

/*
 * The one React context of the site's translator (docs/adr/0058): an island provides it once
 * (`export default withUi(Island)`), and every component in it, the form kit's included, reads it
 * with `useUi()`. A provider inside another gives its part of the page its own strings: the
 * listing wizard inside the seller dashboard.
 */

/** What a component needs to speak the page's language: the site's one translator. */
export type Ui = Translator;

const UiContext = createContext<Ui>(makeTranslator('en', {}));

/** The page language's helpers, inside any island. */
export function useUi(): Ui {
  return useContext(UiContext);
}

/** A component that speaks the language and strings it is given, and gives them to everything in it: `export default withUi(Listing)`. */
export function withUi<P extends object>(Island: ComponentType<P>): ComponentType<P & { locale: Lang; strings: Strings }> {
  return function WithUi(props: P & { locale: Lang; strings: Strings }) {
    const { locale, strings } = props;
    const ui = useMemo(() => makeTranslator(locale, strings), [locale, strings]);
    return (
      <UiContext.Provider value={ui}>
        <Island {...props} />
      </UiContext.Provider>
    );
  };
}
