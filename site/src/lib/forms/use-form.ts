import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { createForm, type FieldOf, type Form, type FormSpec, type FormState, type FormValues } from './form-core.ts';
import { useUi } from '../ui.tsx';
import { usePressHold } from './press-hold.ts';
import { sayProblem } from './problem.ts';

/** What a field component takes from the form: its id, name, value, message and change handler. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>): void;
}

export interface UseForm<V extends FormValues> extends FormState<V> {
  form: Form<V>;
  /**
   * True once the island is live: what was typed or autofilled (a password manager) into the
   * pre-rendered fields before then has been taken into the form. SubmitButton waits for it, so a
   * form cannot go out as a plain GET (with a password in the URL) before hydration.
   */
  ready: boolean;
  /** The props of the `<form>` element (Form.tsx spreads them). */
  formProps: {
    ref: React.RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
    onFocus(): void;
    onPointerDown(): void;
  };
  /** A field's props for TextField, SelectField or TextAreaField (fields.tsx); ids are `<prefix>-<field>`. */
  bind(field: FieldOf<V>): BoundField;
  /** A field's onBlur that checks it as the person leaves it (once a press in the form is released: press-hold.ts). */
  checkOnLeave(field: FieldOf<V>): () => void;
  /** A tick box's props for CheckField (fields.tsx): its name, tick and change handler. */
  bindCheck(field: FieldOf<V>): { name: string; checked: boolean; onChange(event: ChangeEvent<HTMLInputElement>): void };
  /** A field's message in the page's language. */
  errorOf(field: FieldOf<V>): string | undefined;
}

/**
 * A React form over the form core: the spec is read afresh on every render (its callbacks see the
 * latest props), a refused submit moves focus to the first field with a problem, and the schema
 * starts loading as soon as the person enters the form.
 */
export function useForm<V extends FormValues, P, R>(prefix: string, spec: FormSpec<V, P, R>): UseForm<V> {
  const [form] = useState(() => createForm(spec));
  form.respec(spec);
  const state = useStore(form.$state);
  const ui = useUi();
  const element = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState(false);
  // The values the page was rendered with, before any script ran.
  const [rendered] = useState(() => spec.initial);
  const hold = usePressHold();

  useEffect(() => {
    // Takes in what was typed into the pre-rendered fields before hydration: a field that differs from
    // what was rendered. A field showing what was rendered has nothing to give, even if the form holds
    // something else: what is typed WHILE the island hydrates reaches the form by its change event, and
    // React may then put the field's old value back in the page until it re-renders, so copying that
    // back would wipe what was typed (a flake in the browser tests: a field filled just as the form
    // hydrated came out empty).
    for (const control of Array.from(element.current?.elements ?? [])) {
      const named = control as HTMLInputElement;
      const field = named.name as FieldOf<V>;
      if (!(field in rendered) || named.type === 'radio') continue;
      const typed = named.type === 'checkbox' ? named.checked : named.value;
      if (typed !== rendered[field] && typed !== form.$state.get().values[field]) form.set(field, typed as V[typeof field]);
    }
    setReady(true);
  }, []);

  useEffect(() => {
    if (state.focus) element.current?.querySelector<HTMLElement>(`[name="${state.focus.field}"]`)?.focus();
  }, [state.focus?.turn]);

  const errorOf = (field: FieldOf<V>) => {
    const problem = state.problems[field];
    return problem === undefined ? undefined : sayProblem(ui, problem);
  };

  return {
    ...state,
    form,
    ready,
    formProps: {
      ref: element,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        void form.submit();
      },
      onFocus: () => form.warm(),
      onPointerDown: hold.onPointerDown,
    },
    checkOnLeave: (field) => () => hold.whenReleased(() => void form.checkField(field)),
    bind: (field) => ({
      id: `${prefix}-${field}`,
      name: field,
      value: String(state.values[field] ?? ''),
      error: errorOf(field),
      onChange: (event) => form.set(field, event.target.value as V[typeof field]),
    }),
    bindCheck: (field) => ({
      name: field,
      checked: state.values[field] === true,
      onChange: (event) => form.set(field, event.target.checked as V[typeof field]),
    }),
    errorOf,
  };
}
