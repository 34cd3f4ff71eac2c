/**
 * The statements every shopper's checkout runs, written once as SQL text and sent as named prepared statements on the
 * connection a drizzle handle holds (the pool, or the client of the transaction `tx` belongs to). Building the same
 * text again through drizzle's query builder cost more of the server's CPU than the round trip itself (a basket row by
 * id: 181 µs through the builder, 70 µs prepared, on the 2-core bench machine), and PostgreSQL parses and plans a
 * named statement once per connection. Everything off the hot path stays on drizzle's builder. Behind a pooler in
 * transaction mode (PgBouncer), named statements need its prepared-statement support (max_prepared_statements).
 */
import { getTableColumns, getTableName, type Table } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './client';

/** SQL text and the name it is prepared under; `Row` is the shape of a result row. */
export interface Statement<Row> {
  readonly name: string;
  readonly text: string;
  /** Never set: carries the row type. */
  readonly row?: Row;
}

const defined = new Map<string, string>();

/**
 * A named statement. A name stands for one text on every connection (pg refuses a second text under a prepared name),
 * so defining one twice with different texts is a programming error, caught here at module load.
 */
export function statement<Row>(name: string, text: string): Statement<Row> {
  const compact = text.replace(/\s+/g, ' ').trim();
  const earlier = defined.get(name);
  if (earlier !== undefined && earlier !== compact) throw new Error(`statement "${name}" is defined twice with different SQL`);
  defined.set(name, compact);
  return { name, text: compact };
}

type Queryable = Pick<pg.PoolClient, 'query'>;

/** The pg pool or pooled client under a node-postgres drizzle handle (a transaction's `tx` holds its client). */
function clientOf(handle: Database): Queryable {
  const client = (handle as unknown as { session?: { client?: Queryable } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('statements need a node-postgres drizzle handle');
  return client;
}

/** Runs `statement` with positional `values` ($1, $2, …) on the handle's connection; arrays and objects for jsonb must be JSON text. */
export async function run<Row>(handle: Database, statement: Statement<Row>, values: readonly unknown[]): Promise<Row[]> {
  const result = await clientOf(handle).query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values: [...values] });
  return result.rows;
}

/**
 * `"db_name" as "tsKey", …` for every column of a drizzle table, so rows come back in its `$inferSelect` shape (pg
 * parses timestamptz into Date and jsonb into values, as drizzle's mapping does for these tables). `alias`: a table
 * alias to qualify the columns with.
 */
export function selectList(table: Table, alias?: string): string {
  const prefix = alias ? `${alias}.` : '';
  return Object.entries(getTableColumns(table))
    .map(([key, column]) => `${prefix}"${column.name}" as "${key}"`)
    .join(', ');
}

/**
 * Inserts and updates of the columns a caller gives, for a drizzle table: one prepared statement per set of columns
 * (each code path writes the same set every time). Absent (undefined) columns keep their default (insert) or value
 * (update); jsonb values are sent as JSON text, as drizzle does. `returning`: the columns to read back (keys of the
 * table), so a caller that knows the rest need not parse a whole row again.
 */
export function tableWriter<T extends Table>(table: T, prefix: string) {
  type Row = T['$inferSelect'];
  type Key = keyof Row & string;
  type Values = Partial<Record<keyof T['$inferInsert'] & string, unknown>>;
  const columns = getTableColumns(table);
  const tableName = getTableName(table);
  const cache = new Map<string, Statement<Partial<Row>>>();

  function present(values: Values): Array<[key: string, value: unknown]> {
    return Object.keys(columns).flatMap((key) => {
      const value = (values as Record<string, unknown>)[key];
      if (value === undefined) return [];
      const json = columns[key]?.columnType === 'PgJsonb' && value !== null;
      return [[key, json ? JSON.stringify(value) : value]];
    });
  }

  const columnName = (key: string) => `"${columns[key]?.name}"`;
  const returningList = (keys: readonly string[]) => (keys.length > 0 ? `returning ${keys.map((key) => `${columnName(key)} as "${key}"`).join(', ')}` : '');

  function cached(id: string, text: () => string): Statement<Partial<Row>> {
    let found = cache.get(id);
    if (!found) {
      found = statement<Partial<Row>>(`${prefix}_${cache.size + 1}`, text());
      cache.set(id, found);
    }
    return found;
  }

  return {
    /** `insert … values … [suffix] returning <returning>`, e.g. suffix `on conflict (x) do nothing`. */
    async insert<K extends Key>(handle: Database, values: Values, returning: readonly K[], suffix = ''): Promise<Array<Pick<Row, K>>> {
      const entries = present(values);
      const keys = entries.map(([key]) => key);
      const prepared = cached(`insert ${keys.join(',')} ${suffix} ${returning.join(',')}`, () => {
        const params = keys.map((_, index) => `$${index + 1}`).join(', ');
        return `insert into "${tableName}" (${keys.map(columnName).join(', ')}) values (${params}) ${suffix} ${returningList(returning)}`;
      });
      return (await run(
        handle,
        prepared,
        entries.map(([, value]) => value),
      )) as Array<Pick<Row, K>>;
    },

    /**
     * `update … set <changes> where <where> returning <returning>`: `where` is SQL over the parameters that follow the
     * changed columns' ($1…$n are the changes), e.g. `id = $${n}`; `whereValues` fill them.
     */
    async update<K extends Key>(
      handle: Database,
      changes: Values,
      where: (next: number) => string,
      whereValues: readonly unknown[],
      returning: readonly K[],
    ): Promise<Array<Pick<Row, K>>> {
      const entries = present(changes);
      const keys = entries.map(([key]) => key);
      const condition = where(keys.length + 1);
      const prepared = cached(`update ${keys.join(',')} where ${condition} ${returning.join(',')}`, () => {
        const assignments = keys.map((key, index) => `${columnName(key)} = $${index + 1}`).join(', ');
        return `update "${tableName}" set ${assignments} where ${condition} ${returningList(returning)}`;
      });
      return (await run(handle, prepared, [...entries.map(([, value]) => value), ...whereValues])) as Array<Pick<Row, K>>;
    },

    /** Every column's key, for `returning` the whole row. */
    allColumns: Object.keys(columns) as Key[],
  };
}
