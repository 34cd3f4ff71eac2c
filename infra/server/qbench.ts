import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create('/tmp/sf-prof-data', { extensions: { pg_trgm } });
for (const sql of ['select 1', "select * from catalog_products where id = 'NB1001'", "select * from catalog_variants where product_id = 'NB1001' order by position"]) {
  try {
    const t = performance.now(); for (let i = 0; i < 200; i++) await db.query(sql); console.log(sql.slice(0, 50), ((performance.now() - t) / 200).toFixed(3), 'ms');
  } catch (e) { console.log(sql, String(e).slice(0, 100)); }
}
const tables = await db.query("select tablename from pg_tables where schemaname='public'"); console.log(tables.rows.map((r: any) => r.tablename).join(' '));
