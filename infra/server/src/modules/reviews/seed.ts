/**
 * Seeded reviews (issue 25): the catalogue generator gives each rated product a target average and count; this seed
 * writes real, approved review rows for it (at most SEEDED_REVIEWS_PER_PRODUCT per product, so a fresh start stays
 * quick), with text per language from the phrase bank, then sets the catalog's rating columns from those rows. What
 * cards and the PDP show is therefore derived from reviews. Idempotent: products that have reviews are skipped.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@sf/remote-contract';
import type { ReviewFit } from '@sf/contracts/api';
import { insertByUnnest } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { refreshRatings } from './aggregate';
import { bandOf, PHRASES } from './phrase-bank';
import { questions, reviews } from './tables';

/** Seeded rows per product are capped: the generator's counts go up to 480, which would add ~40 s to a PGlite start. */
export const SEEDED_REVIEWS_PER_PRODUCT = 12;
/** Seeded reviews are dated in the year before this day (stable across runs). */
const SEED_EPOCH = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;

const hashBytes = (key: string): Buffer => createHash('sha256').update(key).digest();
const uuidOf = (bytes: Buffer): string => {
  const hex = Buffer.from(bytes.subarray(0, 16));
  hex[6] = ((hex[6] ?? 0) & 0x0f) | 0x40;
  hex[8] = ((hex[8] ?? 0) & 0x3f) | 0x80;
  const text = hex.toString('hex');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
};
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** English for two in five reviews, the other languages share the rest. */
function languageOf(bytes: Buffer): Language {
  const n = bytes[16] ?? 0;
  return n % 5 < 2 ? 'en' : pick(LANGUAGES.slice(1), bytes[17] ?? 0);
}

/** Most products fit true to size; a product's hash decides whether its reviewers lean small or large. */
function fitOf(productBytes: Buffer, bytes: Buffer): ReviewFit | null {
  const roll = (bytes[20] ?? 0) % 10;
  if (roll === 0) return null;
  const lean: ReviewFit = (productBytes[0] ?? 0) % 4 === 0 ? 'small' : (productBytes[0] ?? 0) % 4 === 1 ? 'large' : 'true';
  if (roll <= 6) return lean;
  return roll <= 8 ? 'true' : lean === 'large' ? 'small' : 'large';
}

export interface SeedTarget {
  id: string;
  brand: string;
  average: number;
  count: number;
}

export function seededReviewRows(target: SeedTarget) {
  const productBytes = hashBytes(`product:${target.id}`);
  const rows = [];
  const total = Math.min(target.count, SEEDED_REVIEWS_PER_PRODUCT);
  for (let n = 0; n < total; n += 1) {
    const bytes = hashBytes(`review:${target.id}:${n}`);
    // floor(average + u), u uniform in [0, 1): the expected rating is the target average.
    const rating = Math.min(5, Math.max(1, Math.floor(target.average + bytes.readUInt16BE(18) / 65_536)));
    const language = languageOf(bytes);
    const bank = PHRASES[language];
    const band = bandOf(rating);
    rows.push({
      id: uuidOf(bytes),
      productId: target.id,
      brand: target.brand,
      language,
      rating,
      fit: fitOf(productBytes, bytes),
      title: pick(bank.titles[band], bytes[21] ?? 0),
      body: [pick(bank.openers[band], bytes[22] ?? 0), pick(bank.details, bytes[23] ?? 0), pick(bank.closers[band], bytes[24] ?? 0)].join(' '),
      authorName: pick(bank.names, bytes[25] ?? 0),
      status: 'approved' as const,
      helpfulCount: (bytes[26] ?? 0) % 9,
      createdAt: new Date(SEED_EPOCH - (1 + (bytes.readUInt16BE(27) % 365)) * DAY_MS - (bytes[29] ?? 0) * 60_000),
    });
  }
  return rows;
}

/** One answered question on about one product in four. */
function seededQuestionRow(target: SeedTarget) {
  const bytes = hashBytes(`question:${target.id}`);
  if ((bytes[0] ?? 0) % 4 !== 0) return null;
  const language = languageOf(bytes);
  const bank = PHRASES[language];
  const which = bytes[1] ?? 0;
  const createdAt = new Date(SEED_EPOCH - (1 + (bytes[2] ?? 0)) * DAY_MS);
  return {
    id: uuidOf(bytes),
    productId: target.id,
    brand: target.brand,
    language,
    body: pick(bank.questions, which),
    authorName: pick(bank.names, bytes[3] ?? 0),
    email: 'seed@storefront.test',
    status: 'approved' as const,
    answer: pick(bank.answers, which),
    answeredBy: 'seed',
    answeredAt: new Date(createdAt.getTime() + DAY_MS),
    createdAt,
  };
}

const TARGET_BATCH = 5_000;

/** Returns the rows inserted (reviews and questions); 0 when every rated product already has reviews. */
export async function seedReviews(db: Database, log?: (line: string) => void): Promise<number> {
  const started = performance.now();
  let inserted = 0;
  let after = '';
  for (;;) {
    // Keyset batches over the rated products that have no reviews yet.
    const result = await db.execute(sql`
      select p.id, p.brand, p.rating_average::float8 as average, p.rating_count as count from catalog_products p
      where p.rating_count > 0 and p.rating_average is not null and p.id > ${after}
        and not exists (select 1 from reviews_reviews r where r.product_id = p.id)
      order by p.id limit ${TARGET_BATCH}`);
    const targets = (result as unknown as { rows: Array<{ id: string; brand: string; average: number; count: number }> }).rows.map((row) => ({
      ...row,
      average: Number(row.average),
      count: Number(row.count),
    }));
    if (targets.length === 0) break;
    after = targets.at(-1)?.id ?? after;
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      inserted += await insertByUnnest(txDb, reviews, targets.flatMap(seededReviewRows));
      inserted += await insertByUnnest(
        txDb,
        questions,
        targets.map(seededQuestionRow).filter((row) => row !== null),
      );
      await refreshRatings(
        txDb,
        targets.map((target) => target.id),
      );
    });
  }
  if (inserted > 0) log?.(`reviews: ${inserted} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return inserted;
}
