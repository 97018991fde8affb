/** A select's placeholder and options, for SelectField (fields.tsx); a module of its own so that only the forms using it load it. */
import { useUi } from '../ui.tsx';

/** A select's options after its placeholder (the empty value: nothing chosen yet). */
export function SelectOptions({ placeholder, options }: { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}

/** A select's options for a fixed list of values, each named by the page language's `<prefix>.<value>` (a sort, a status, a kind). */
export function NamedOptions({ values, prefix }: { values: readonly string[]; prefix: string }) {
  const ui = useUi();
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {ui.t(`${prefix}.${value}`)}
        </option>
      ))}
    </>
  );
}
