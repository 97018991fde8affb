/** The header's strings arrive as a prop (picked at build time), so no catalogue ships in its JS. */
export type Strings = Record<string, string>;

/** A translator over the picked strings, with `{name}` placeholders. */
export function makeT(strings: Strings) {
  return (key: string, params?: Record<string, string | number>): string => {
    const text = strings[key] ?? key;
    return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
  };
}
export type T = ReturnType<typeof makeT>;
