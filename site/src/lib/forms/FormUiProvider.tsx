import { useMemo, type ComponentType, type ReactNode } from 'react';
import { FormUiContext, type Lang, type Strings } from './ui.ts';
import { makeTranslator } from '../translator.ts';

/** Gives an island's forms (and everything in it that calls useFormUi) the page's language and strings. */
export function FormUiProvider({ locale, strings, children }: { locale: Lang; strings: Strings; children: ReactNode }) {
  const ui = useMemo(() => makeTranslator(locale, strings), [locale, strings]);
  return <FormUiContext.Provider value={ui}>{children}</FormUiContext.Provider>;
}

/** An island (its default export) whose forms speak the page's language: `export default withFormUi(SignIn)`. */
export function withFormUi<P extends { locale: Lang; strings: Strings }>(Island: ComponentType<P>): ComponentType<P> {
  return function WithFormUi(props: P) {
    return (
      <FormUiProvider locale={props.locale} strings={props.strings}>
        <Island {...props} />
      </FormUiProvider>
    );
  };
}
