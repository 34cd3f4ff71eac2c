/** Demo redirects (rule 9): a retired campaign page, a brand-only moved page, and the press page that lives elsewhere. */
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ANY_SCOPE, redirects } from './tables';

export const SEED_REDIRECTS: Array<typeof redirects.$inferInsert> = [
  // A retired campaign landing page: gone for good, its traffic goes to the listing that replaced it.
  { sourcePath: '/summer-sale', target: '/discounts', status: 301, brand: ANY_SCOPE, locale: ANY_SCOPE },
  // A temporary move: the returns page points at the help centre while it is rewritten.
  { sourcePath: '/returns', target: '/help', status: 302, brand: ANY_SCOPE, locale: ANY_SCOPE },
  // Kerbside only: its old store finder address.
  { sourcePath: '/find-a-store', target: '/stores', status: 301, brand: 'kerbside', locale: ANY_SCOPE },
  // Leaves the app: the press pages are hosted by the corporate site.
  { sourcePath: '/press', target: 'https://corporate.example.com/press', status: 302, brand: ANY_SCOPE, locale: ANY_SCOPE },
];

export async function isRedirectsSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(redirects);
  return (row?.value ?? 0) > 0;
}

export async function seedRedirects(db: Database): Promise<number> {
  return (await db.insert(redirects).values(SEED_REDIRECTS).onConflictDoNothing().returning({ id: redirects.id })).length;
}
