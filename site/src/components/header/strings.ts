import { fillPlaceholders } from '../../../../shared/placeholders.ts';

/** The header's strings arrive as a prop (picked at build time), so no catalogue ships in its JS. */
export type Strings = Record<string, string>;

/** A translator over the picked strings, with `{name}` placeholders. */
export function makeT(strings: Strings) {
  return (key: string, params?: Record<string, string | number>): string => fillPlaceholders(strings[key] ?? key, params);
}
export type T = ReturnType<typeof makeT>;
