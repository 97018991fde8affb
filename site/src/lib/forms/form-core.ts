/**
 * The site's one way to run a form, without React (so the unit tests drive it as the pages do):
 * values → the call's payload → checked with the server's zod schema (and the few checks no server
 * makes) → sent → the server's refusal placed on its fields by message code, or the success message.
 * The state lives in a nanostores map; `use-form.ts` binds it to a React form.
 */
import { map, type MapStore } from 'nanostores';
import type { ZodType } from 'zod';
import type { MessageKey } from '../../../../shared/messages.ts';
import type { Said } from '../messages.ts';
import type { Outcome, Problem } from './outcome.ts';

/** A form's values: text as typed (or a choice's value), and ticks. */
export type FormValues = Record<string, string | boolean>;
export type FieldOf<V> = keyof V & string;
export type Problems<F extends string> = Partial<Record<F, Problem>>;

/** The banner's message when the form's own check stops a submit. */
export const FIX_FIELDS = 'form.fixFields';

export interface FormSpec<V extends FormValues, P = unknown, R = unknown> {
  /** The fields in the order the form shows them: focus goes to the first with a problem. */
  fields: readonly FieldOf<V>[];
  initial: V;
  /** The call's payload from the values (trimmed, empty optional fields left out). */
  payload(values: V): P;
  /** The call's input schema (shared/contract), loaded when the form first checks: the server's rules, not a copy. */
  schema?: () => Promise<ZodType>;
  /**
   * The form's own checks, run before the schema and winning over it on a field: the spec's own
   * words for a field (an address's "Please enter your full name") and the checks no server of ours
   * makes (a card number, a password confirmation). A problem by field.
   */
  check?(values: V): Problems<FieldOf<V>>;
  /** The banner when the form's own check stops a submit (default `form.fixFields`; null: none, the fields speak). */
  invalidBanner?: string | null;
  /** `unplaced`: a refusal whose every message sits on a field shows no banner (it would repeat them). Default `always`. */
  refusalBanner?: 'always' | 'unplaced';
  /** The form's own words for a code on a field (`fullName: { required: 'account.error.fullName' }`). */
  wording?: Partial<Record<FieldOf<V>, Partial<Record<MessageKey, string>>>>;
  /** The form's field for a server path (default: the path's first segment, when the form has it). */
  fieldOf?(path: string): FieldOf<V> | undefined;
  /** Sends the payload; never throws. */
  send(payload: P, values: V): Promise<Outcome<R>>;
  /** Changes that follow a change (formatting as typed, a field that follows another). */
  adjust?(field: FieldOf<V>, values: V, previous: V): V;
  /** After a first attempt, the problems follow the typing (else only a changed field's clears). */
  recheck?: boolean;
  /** Says the success in the form's banner (default) or leaves it to `onSuccess`. */
  success?: 'banner' | 'quiet';
  /** The values after a success (default: unchanged). */
  reset?(values: V): V;
  onSuccess?(data: R, message: Said): void;
}

export interface FormState<V extends FormValues> {
  values: V;
  problems: Problems<FieldOf<V>>;
  banner: { kind: 'success' | 'error'; message: Problem } | null;
  /** True from the submit until the answer (checking included): the button waits, a second submit is ignored. */
  submitting: boolean;
  attempted: boolean;
  /** The field to focus after a refused submit; `turn` changes every time. */
  focus: { field: FieldOf<V>; turn: number } | null;
}

export interface Form<V extends FormValues> {
  $state: MapStore<FormState<V>>;
  /** A field changed (typed, picked, ticked). */
  set<F extends FieldOf<V>>(field: F, value: V[F]): void;
  /** Checks one field now (when the person leaves it), when it holds something. */
  checkField(field: FieldOf<V>): Promise<void>;
  /** Checks, sends and shows the answer; true when the server accepted. */
  submit(): Promise<boolean>;
  dismiss(): void;
  /** Starts loading the schema (the person began filling the form). */
  warm(): void;
  /** The spec in force (a component passes a new one on every render: its callbacks see fresh props). */
  respec(spec: FormSpec<V, any, any>): void;
}

/** A form over a spec. */
export function createForm<V extends FormValues, P, R>(initialSpec: FormSpec<V, P, R>): Form<V> {
  let spec = initialSpec;
  let turn = 0;
  let checks = 0;
  const $state = map<FormState<V>>({ values: spec.initial, problems: {}, banner: null, submitting: false, attempted: false, focus: null });
  const patch = (change: Partial<FormState<V>>) => $state.set({ ...$state.get(), ...change });

  const fieldOf = (path: string): FieldOf<V> | undefined => {
    if (spec.fieldOf) return spec.fieldOf(path);
    const first = path.split('.')[0] ?? '';
    return (spec.fields as readonly string[]).includes(first) ? (first as FieldOf<V>) : undefined;
  };
  const worded = (field: FieldOf<V>, problem: Problem): Problem =>
    typeof problem === 'string' ? problem : (spec.wording?.[field]?.[problem.code] ?? problem);

  /** Problems by path placed on the form's fields (the first per field); those of no field are left out. */
  const place = (found: Record<string, Problem>, into: Problems<FieldOf<V>> = {}): Problems<FieldOf<V>> => {
    for (const [path, problem] of Object.entries(found)) {
      const field = fieldOf(path);
      if (field && into[field] === undefined) into[field] = worded(field, problem);
    }
    return into;
  };

  const problemsOf = async (values: V): Promise<Problems<FieldOf<V>>> => {
    const found: Problems<FieldOf<V>> = {};
    for (const [field, problem] of Object.entries(spec.check?.(values) ?? {}) as [FieldOf<V>, Problem | undefined][]) {
      if (problem !== undefined) found[field] = problem;
    }
    if (spec.schema) {
      // A schema that cannot load (offline, a new deploy) leaves its rules to the server, which applies them anyway.
      const loaded = await Promise.all([spec.schema(), import('./schema-check.ts')]).catch(() => null);
      if (loaded) place(loaded[1].schemaProblems(loaded[0], spec.payload(values)), found);
    }
    return found;
  };

  /** The problems in the form's order (so the banner and focus follow what the person sees). */
  const ordered = (found: Problems<FieldOf<V>>): Problems<FieldOf<V>> => {
    const out: Problems<FieldOf<V>> = {};
    for (const field of spec.fields) if (found[field] !== undefined) out[field] = found[field];
    return out;
  };
  const focusOn = (found: Problems<FieldOf<V>>) => {
    const field = spec.fields.find((f) => found[f] !== undefined);
    return field ? { field, turn: ++turn } : $state.get().focus;
  };

  return {
    $state,
    set(field, value) {
      const state = $state.get();
      let values = { ...state.values, [field]: value } as V;
      if (spec.adjust) values = spec.adjust(field, values, state.values);
      const problems = { ...state.problems };
      delete problems[field];
      patch({ values, problems, banner: state.banner?.kind === 'success' ? null : state.banner });
      if (spec.recheck && state.attempted) {
        const mine = ++checks;
        void problemsOf(values).then((found) => {
          if (mine === checks && $state.get().values === values) patch({ problems: ordered(found) });
        });
      }
    },
    async checkField(field) {
      const values = $state.get().values;
      if (!String(values[field] ?? '').trim()) return;
      const problem = (await problemsOf(values))[field];
      if (problem !== undefined && $state.get().values === values) patch({ problems: { ...$state.get().problems, [field]: problem } });
    },
    async submit() {
      if ($state.get().submitting) return false;
      patch({ submitting: true, attempted: true, banner: null });
      const values = $state.get().values;
      const found = ordered(await problemsOf(values));
      if (Object.keys(found).length) {
        const banner = spec.invalidBanner === undefined ? FIX_FIELDS : spec.invalidBanner;
        patch({ submitting: false, problems: found, banner: banner === null ? null : { kind: 'error', message: banner }, focus: focusOn(found) });
        return false;
      }
      patch({ problems: {} });
      let outcome: Outcome<R>;
      try {
        outcome = await spec.send(spec.payload(values), values);
      } catch {
        outcome = { ok: false, status: 0, message: { code: 'tryAgain' }, fields: {} };
      }
      if (outcome.ok) {
        patch({
          submitting: false,
          values: spec.reset ? spec.reset($state.get().values) : $state.get().values,
          banner: spec.success === 'quiet' ? null : { kind: 'success', message: outcome.message },
        });
        spec.onSuccess?.(outcome.data, outcome.message);
        return true;
      }
      const refused = ordered(place(outcome.fields));
      const quiet = outcome.message === null || (spec.refusalBanner === 'unplaced' && Object.keys(refused).length > 0);
      patch({
        submitting: false,
        problems: refused,
        banner: quiet ? null : { kind: 'error', message: outcome.message! },
        focus: focusOn(refused),
      });
      return false;
    },
    dismiss() {
      patch({ banner: null });
    },
    warm() {
      void spec.schema?.().catch(() => undefined);
    },
    respec(next) {
      spec = next;
    },
  };
}
