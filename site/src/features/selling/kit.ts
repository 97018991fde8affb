import { createContext, useContext } from 'react';

/** How a field takes part in the wizard's checks (provided by ListingWizard). */
export interface FieldKit {
  /** The field's message to show now, translated: the server's, else the rule's once the field was touched or its step attempted. */
  errorOf(path: string): string | undefined;
  /** The seller changed these fields: they count as touched and their server messages are cleared. */
  changed(...paths: string[]): void;
  /** The seller left these fields. */
  touch(...paths: string[]): void;
  /** An input's text is (not) a value. */
  setInvalid(path: string, invalid: boolean): void;
  /** Says something in the wizard's live region. */
  notify(kind: 'success' | 'error', text: string): void;
}

export const FieldKitContext = createContext<FieldKit>({
  errorOf: () => undefined,
  changed: () => undefined,
  touch: () => undefined,
  setInvalid: () => undefined,
  notify: () => undefined,
});

export function useFieldKit(): FieldKit {
  return useContext(FieldKitContext);
}
