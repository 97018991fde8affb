/** A select's placeholder and options, for SelectField (fields.tsx); a module of its own so that only the forms using it load it. */

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
