/**
 * Fast bulk inserts: one array parameter per column and `INSERT … SELECT * FROM unnest(…)`, so a statement carries
 * any number of rows with a handful of parameters. Parsing and binding stay cheap on PostgreSQL and PGlite alike,
 * which is what makes a 100k-product seed take minutes. Scalar columns only (unnest flattens array columns).
 */
import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

const ROWS_PER_STATEMENT = 20_000;

/** Rows affected by a statement without RETURNING: node-postgres says rowCount, PGlite affectedRows. */
export const affectedRows = (result: unknown): number => {
  const { rowCount, affectedRows: pgliteCount } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? pgliteCount ?? 0;
};

/** Inserts rows (keyed by the table's TypeScript property names) ON CONFLICT DO NOTHING; returns rows inserted. */
export async function insertByUnnest(db: Database, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const { columns } = getTableConfig(table);
  const used = Object.keys(first).map((key) => {
    const column = Object.entries(table).find(([property]) => property === key)?.[1] as { name: string; getSQLType(): string } | undefined;
    if (!column || !columns.some((candidate) => candidate.name === column.name)) throw new Error(`insertByUnnest: no column for "${key}"`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  let inserted = 0;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const names = sql.join(
      used.map((column) => sql.identifier(column.name)),
      sql`, `,
    );
    const arrays = sql.join(
      used.map((column) => sql`${sql.param(chunk.map((row) => row[column.key] ?? null))}::${sql.raw(column.type)}[]`),
      sql`, `,
    );
    inserted += affectedRows(await db.execute(sql`insert into ${table} (${names}) select * from unnest(${arrays}) on conflict do nothing`));
  }
  return inserted;
}
