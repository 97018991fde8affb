import type { SqlParameter } from '@aws-sdk/client-rds-data';

/**
 * Statements for the RDS Data API, written as tagged templates (docs/adr/0045): `sql\`… ${value} …\``
 * makes a statement whose values travel as named parameters (`:p1`, `:p2`…, the Data API's syntax),
 * never spliced into the text. A value may itself be a statement (a fragment, inlined with its own
 * parameters), `sql.unsafe(text)` (trusted SQL text from this code, never from a caller), `sql.json(v)`
 * (one JSON parameter), `sql(list)` (`(:p1, :p2…)` for IN) or `sql(rows)` (`(columns) VALUES (…), (…)`).
 * A plain array of strings becomes one PostgreSQL array literal (the Data API takes no array
 * parameters): cast it where it is used, `${words}::text[]`.
 */

export type Scalar = string | number | boolean | null | undefined;

/** Runs a compiled statement (the Data API client, or a test's stand-in). */
export type Executor = (statement: CompiledStatement, transactionId?: string) => Promise<Record<string, unknown>[]>;

export interface CompiledStatement {
  text: string;
  parameters: SqlParameter[];
}

class Unsafe {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}
class Json {
  readonly value: unknown;
  constructor(value: unknown) {
    this.value = value;
  }
}
class List {
  readonly items: readonly Scalar[];
  constructor(items: readonly Scalar[]) {
    this.items = items;
  }
}
class Rows {
  readonly rows: readonly Record<string, Scalar>[];
  constructor(rows: readonly Record<string, Scalar>[]) {
    this.rows = rows;
  }
}

/** A statement (or a fragment of one) not yet run; awaiting it runs it and gives its rows. */
export class Statement<T = Record<string, unknown>> implements PromiseLike<T[]> {
  readonly strings: readonly string[];
  readonly values: readonly unknown[];
  readonly #run: (compiled: CompiledStatement) => Promise<unknown[]>;
  constructor(strings: readonly string[], values: readonly unknown[], run: (compiled: CompiledStatement) => Promise<unknown[]>) {
    this.strings = strings;
    this.values = values;
    this.#run = run;
  }

  /** The text and parameters the Data API receives. */
  compile(): CompiledStatement {
    const parameters: SqlParameter[] = [];
    const text = render(this, parameters);
    return { text, parameters };
  }

  then<A = T[], B = never>(onFulfilled?: ((rows: T[]) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): Promise<A | B> {
    return (this.#run(this.compile()) as Promise<T[]>).then(onFulfilled, onRejected);
  }
}

export interface Sql {
  <T = Record<string, unknown>>(strings: TemplateStringsArray, ...values: unknown[]): Statement<T>;
  /** `(:p1, :p2…)` of scalars, for `IN`; or `(columns) VALUES (…), (…)` of rows, for `INSERT`. */
  (items: readonly Scalar[] | readonly Record<string, Scalar>[]): List | Rows;
  unsafe(text: string): Unsafe;
  json(value: unknown): Json;
  /** Runs `work` in one transaction (committed when it resolves, rolled back when it throws). */
  begin<R>(work: (tx: Sql) => Promise<R>): Promise<R>;
}

/** Transactions of the executor's database (the Data API's BeginTransaction and its ends). */
export interface Transactions {
  begin(): Promise<string>;
  commit(id: string): Promise<void>;
  rollback(id: string): Promise<void>;
}

/** A statement builder over `execute` (optionally inside the transaction `transactionId`). */
export function sqlOver(execute: Executor, transactions: Transactions, transactionId?: string): Sql {
  const run = (compiled: CompiledStatement) => execute(compiled, transactionId);
  const sql = ((first: TemplateStringsArray | readonly unknown[], ...values: unknown[]) => {
    if (!('raw' in first)) {
      const items = first as readonly unknown[];
      return items.length > 0 && typeof items[0] === 'object' && items[0] !== null ? new Rows(items as Record<string, Scalar>[]) : new List(items as Scalar[]);
    }
    return new Statement(first, values, run);
  }) as Sql;
  sql.unsafe = (text) => new Unsafe(text);
  sql.json = (value) => new Json(value);
  sql.begin = async (work) => {
    if (transactionId) return work(sql);
    const id = await transactions.begin();
    try {
      const result = await work(sqlOver(execute, transactions, id));
      await transactions.commit(id);
      return result;
    } catch (error) {
      await transactions.rollback(id).catch(() => {});
      throw error;
    }
  };
  return sql;
}

function render(statement: Statement<any>, parameters: SqlParameter[]): string {
  let text = statement.strings[0]!;
  statement.values.forEach((value, i) => {
    text += renderValue(value, parameters) + statement.strings[i + 1]!;
  });
  return text;
}

function renderValue(value: unknown, parameters: SqlParameter[]): string {
  if (value instanceof Statement) return render(value, parameters);
  if (value instanceof Unsafe) return value.text;
  if (value instanceof Json) return add(parameters, { stringValue: JSON.stringify(value.value) }, 'JSON');
  if (value instanceof List) {
    // An empty IN list is a syntax error in SQL: `IN (NULL)` matches nothing, as an empty list would.
    return value.items.length === 0 ? '(NULL)' : `(${value.items.map((item) => renderValue(item, parameters)).join(', ')})`;
  }
  if (value instanceof Rows) {
    const columns = Object.keys(value.rows[0] ?? {});
    const tuples = value.rows.map((row) => `(${columns.map((c) => renderValue(row[c], parameters)).join(', ')})`);
    return `(${columns.join(', ')}) VALUES ${tuples.join(', ')}`;
  }
  if (Array.isArray(value)) return add(parameters, { stringValue: arrayLiteral(value as Scalar[]) });
  return add(parameters, scalarField(value as Scalar));
}

function add(parameters: SqlParameter[], value: SqlParameter['value'], typeHint?: 'JSON'): string {
  const name = `p${parameters.length + 1}`;
  parameters.push({ name, value: value!, ...(typeHint ? { typeHint } : {}) });
  return `:${name}`;
}

function scalarField(value: Scalar): NonNullable<SqlParameter['value']> {
  if (value === null || value === undefined) return { isNull: true };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { longValue: value } : { doubleValue: value };
  return { stringValue: value };
}

/** A PostgreSQL array literal of strings (`{"a","b"}`), every element quoted and escaped. */
export function arrayLiteral(items: readonly Scalar[]): string {
  return `{${items.map((item) => (item === null || item === undefined ? 'NULL' : `"${String(item).replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}
