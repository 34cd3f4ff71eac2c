import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { ProductDetail } from '@sf/contracts';
import type { ModerationQueue, QuestionList, ReviewList, UploadedPhoto } from '@sf/contracts/api';
import { describeDatabases, type AppContext } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';
import { createRepoFixture } from '../../test/test-app';
import { BARE_SHELL_FILES, documentStateOf } from '../../test/document-state';
import { signedInShopper } from '../../test/customer-session';
import { orders } from '../orders/tables';
import { products } from '../catalog/tables';
import { reviews } from './tables';
import { SEEDED_REVIEWS_PER_PRODUCT, seededReviewRows } from './seed';
import { fitSummary } from './service';
import { PHOTO_TYPE_REFUSED, sniffImageType } from './photo-intake';

const fixture = createRepoFixture(BARE_SHELL_FILES);
afterAll(() => fixture.cleanup());

const site = { brand: 'northbound', locale: 'uk-en' } as const;
const HOSTILE = '<script>alert("x")</script><b>bold</b> & </script>';
let address = 0;
/** Each write gets its own address, so the per-address limits only bite where a test means them to. */
const nextAddress = () => `10.25.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

async function paidOrder(context: AppContext, productId: string, who: { email: string; customerId?: string }, status: 'paid' | 'cancelled' = 'paid') {
  await context.db.insert(orders).values({
    id: randomUUID(),
    orderNumber: `NB${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    brand: 'northbound',
    locale: 'uk-en',
    status,
    email: who.email,
    customerId: who.customerId ?? null,
    basketId: randomUUID(),
    warehouseId: 'eu',
    currency: 'GBP',
    idempotencyKey: randomUUID(),
    requestHash: 'test',
    totals: {} as never,
    billingAddress: {} as never,
    shippingAddress: {} as never,
    shippingMethod: { code: 'standard', label: 'Standard' },
    items: [{ productId, quantity: 1 }] as never,
    paymentMethods: [] as never,
    giftCardDebits: [],
    giftCardLines: [],
    paidAt: status === 'paid' ? new Date() : null,
  });
}

const photoBytes = (format: 'png' | 'jpeg' | 'webp', size = 400) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#4a7' } })
    .toFormat(format)
    .toBuffer();

describeDatabases(
  'reviews and questions',
  (context) => {
    const inject = (options: InjectOptions) => context.app.inject(options);
    let productId: string;
    let moderator: string;

    const writeReview = (payload: Record<string, unknown>, id = productId, headers: Record<string, string> = {}) =>
      context.app.inject({
        method: 'POST',
        url: `/api/reviews/${id}`,
        payload: {
          ...site,
          rating: 4,
          fit: 'true',
          title: 'Good boots',
          body: 'Comfortable from the first walk.',
          authorName: 'Ada',
          email: 'ada@example.com',
          ...payload,
        },
        headers,
        remoteAddress: nextAddress(),
      });
    const decide = (id: string, decision: 'approved' | 'rejected', cookie = moderator) =>
      context.app.inject({ method: 'POST', url: `/api/internal/moderation/reviews/${id}`, payload: { decision }, headers: { cookie } });
    const list = async (query = '', id = productId) =>
      (await context.app.inject({ method: 'GET', url: `/api/reviews/${id}?brand=northbound&locale=uk-en${query}` })).json() as ReviewList;

    beforeAll(async () => {
      const [row] = await context.db.select({ id: products.id }).from(products).where(eq(products.brand, 'northbound')).orderBy(products.id).limit(1);
      productId = row?.id ?? 'NB1001';
      moderator = await operatorCookie(context.app);
    });

    it('derives every rated product card figure from seeded, approved reviews (at most the per-product cap)', async () => {
      const result = await context.db.execute(sql`
      select count(*)::int as wrong from catalog_products p
      left join (select product_id, count(*)::int as n, round(avg(rating)::numeric, 1) as avg from reviews_reviews where status = 'approved' group by product_id) r
        on r.product_id = p.id
      where p.rating_count <> coalesce(r.n, 0) or p.rating_average is distinct from r.avg`);
      expect((result as unknown as { rows: Array<{ wrong: number }> }).rows[0]?.wrong).toBe(0);
      const [max] = (
        (await context.db.execute(sql`select max(n)::int as n from (select count(*) as n from reviews_reviews group by product_id) t`)) as unknown as {
          rows: Array<{ n: number }>;
        }
      ).rows;
      expect(max?.n).toBe(SEEDED_REVIEWS_PER_PRODUCT);
      const languages = (await context.db.execute(sql`select distinct language from reviews_reviews`)) as unknown as { rows: Array<{ language: string }> };
      expect(languages.rows.map((row) => row.language).sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt']);
    });

    it('seeds the same rows every time (deterministic text per language)', () => {
      const target = { id: 'NB1234', brand: 'northbound', average: 4.2, count: 40 };
      expect(seededReviewRows(target)).toEqual(seededReviewRows(target));
      expect(seededReviewRows(target)).toHaveLength(SEEDED_REVIEWS_PER_PRODUCT);
    });

    it('lists approved reviews with the summary; sorts and filters by stars', async () => {
      const page = await list();
      expect(page.total).toBe(page.summary.count);
      expect(page.summary.histogram.reduce((a, b) => a + b, 0)).toBe(page.summary.count);
      const lowest = await list('&sort=lowest');
      const ratings = lowest.items.map((review) => review.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
      const helpful = await list('&sort=helpful');
      const counts = helpful.items.map((review) => review.helpfulCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const star = page.items[0]?.rating ?? 5;
      const filtered = await list(`&rating=${star}`);
      expect(filtered.items.length).toBeGreaterThan(0);
      expect(filtered.items.every((review) => review.rating === star)).toBe(true);
      const bad = await context.app.inject({ method: 'GET', url: `/api/reviews/${productId}?brand=northbound&locale=uk-en&rating=9` });
      expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('rating')]);
    });

    it('publishes a review only after approval, updates card figures, and rejecting takes it out again', async () => {
      const before = await list();
      const written = await writeReview({ rating: 1, title: 'Fell apart', body: 'The sole came off after a week of use.' });
      expect(written.statusCode).toBe(201);
      const { id } = written.json() as { id: string };
      expect((await list()).total).toBe(before.total);
      expect((await decide(id, 'approved')).statusCode).toBe(200);
      const after = await list();
      expect(after.total).toBe(before.total + 1);
      const product = (await inject({ method: 'GET', url: `/api/catalog/products/${productId}?brand=northbound&locale=uk-en` })).json() as ProductDetail;
      expect(product.rating?.count).toBe(before.total + 1);
      expect(product.rating?.average).toBe(after.summary.average);
      expect((await decide(id, 'rejected')).statusCode).toBe(200);
      expect((await list()).total).toBe(before.total);
    });

    it('stores markup raw and shows it as text on the reviews page and in its JSON-LD', async () => {
      const written = await writeReview({ title: HISTORY_TITLE, body: `${HOSTILE} it is fine`, authorName: '<img src=x onerror=alert(1)>' });
      const { id } = written.json() as { id: string };
      await decide(id, 'approved');
      const [row] = await context.db.select().from(reviews).where(eq(reviews.id, id));
      expect(row?.body).toBe(`${HOSTILE} it is fine`);
      const api = await list();
      expect(api.items.find((review) => review.id === id)?.title).toBe(HISTORY_TITLE);
      const page = await context.app.inject({ method: 'GET', url: `/reviews/${productId.toLowerCase()}`, headers: { host: 'localhost' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('<script>alert("x")</script>');
      expect(page.body).not.toContain('<img src=x');
      const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
      const parsed = JSON.parse(ld) as { review?: Array<{ reviewBody: string; author: { name: string } }>; aggregateRating?: unknown };
      expect(parsed.aggregateRating).toBeDefined();
      const data = documentStateOf(page.body).initialData?.data as ReviewList;
      expect(data.items.find((review) => review.id === id)?.body).toBe(`${HOSTILE} it is fine`);
      expect(parsed.review?.some((review) => review.reviewBody === `${HOSTILE} it is fine` && review.author.name === '<img src=x onerror=alert(1)>')).toBe(
        true,
      );
      await decide(id, 'rejected');
    });

    it('shows an approved review on the cached reviews page and the new figures on the cached product page at once', async () => {
      const document = (url: string) => context.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
      const product = (await inject({ method: 'GET', url: `/api/catalog/products/${productId}?brand=northbound&locale=uk-en` })).json() as ProductDetail;
      const before = documentStateOf((await document(`/reviews/${productId}`)).body).initialData?.data as ReviewList;
      await document(product.path);
      const written = await writeReview({ title: 'Cached page check', body: 'Shows up once approved, cache or not.' });
      const { id } = written.json() as { id: string };
      await decide(id, 'approved');
      const after = documentStateOf((await document(`/reviews/${productId}`)).body).initialData?.data as ReviewList;
      expect(after.summary.count).toBe(before.summary.count + 1);
      expect(after.items.some((review) => review.id === id)).toBe(true);
      const page = documentStateOf((await document(product.path)).body).initialData?.data as ProductDetail;
      expect(page.rating?.count).toBe(before.summary.count + 1);
      await decide(id, 'rejected');
    });

    it('marks a verified buyer only from a real paid order of the product (account or e-mail)', async () => {
      const shopper = await signedInShopper(context.app, 'reviewer');
      const unverified = await writeReview({ email: 'nobody-bought@example.com' }, productId, { cookie: shopper.cookie });
      const other = 'NB9999';
      await paidOrder(context, productId, { email: 'cancelled@example.com' }, 'cancelled');
      await paidOrder(context, productId, { email: 'guest-buyer@example.com' });
      await paidOrder(context, productId, { email: 'unrelated@example.com', customerId: shopper.customerId });
      await paidOrder(context, other, { email: 'other-product@example.com' });
      const byAccount = await writeReview({ email: 'typed@example.com' }, productId, { cookie: shopper.cookie });
      const byEmail = await writeReview({ email: 'Guest-Buyer@example.com' });
      const cancelled = await writeReview({ email: 'cancelled@example.com' });
      const wrongProduct = await writeReview({ email: 'other-product@example.com' });
      const verified = async (response: { json(): unknown }) => {
        const [row] = await context.db
          .select({ verified: reviews.verifiedBuyer })
          .from(reviews)
          .where(eq(reviews.id, (response.json() as { id: string }).id));
        return row?.verified;
      };
      // A client claiming the badge is ignored (the body schema strips unknown fields).
      const claimed = await writeReview({ email: 'liar@example.com', verifiedBuyer: true });
      expect([await verified(byAccount), await verified(byEmail), await verified(cancelled), await verified(wrongProduct), await verified(claimed)]).toEqual([
        true,
        true,
        false,
        false,
        false,
      ]);
      // The first review was written before any order existed.
      expect(await verified(unverified)).toBe(false);
    });

    it('answers moderation without a session 401, without the moderator role 403, and lists the queue for a moderator', async () => {
      expect((await inject({ method: 'GET', url: '/api/internal/moderation' })).statusCode).toBe(401);
      await context.app.operators.ensure('editor-25@storefront.test', 'editor-password-25', ['content-editor']);
      const signIn = await inject({
        method: 'POST',
        url: '/api/operator/session',
        payload: { email: 'editor-25@storefront.test', password: 'editor-password-25' },
      });
      const editor = `sf_operator=${signIn.cookies.find((cookie) => cookie.name === 'sf_operator')?.value}`;
      const forbidden = await inject({ method: 'GET', url: '/api/internal/moderation', headers: { cookie: editor } });
      expect([forbidden.statusCode, forbidden.json().message]).toEqual([403, expect.stringContaining('moderator')]);
      const written = await writeReview({ title: 'Queued', body: 'Waiting for a moderator to read.' });
      expect((await decide((written.json() as { id: string }).id, 'approved', editor)).statusCode).toBe(403);
      const queue = (await inject({ method: 'GET', url: '/api/internal/moderation', headers: { cookie: moderator } })).json() as ModerationQueue;
      expect(queue.reviews.some((review) => review.id === (written.json() as { id: string }).id && review.status === 'pending')).toBe(true);
    });

    it('publishes a question once answered', async () => {
      const asked = await inject({
        method: 'POST',
        url: `/api/reviews/${productId}/questions`,
        payload: { ...site, body: `Is it warm? ${HOSTILE}`, authorName: 'Bo', email: 'bo@example.com' },
        remoteAddress: nextAddress(),
      });
      expect(asked.statusCode).toBe(201);
      const { id } = asked.json() as { id: string };
      const published = async () =>
        ((await inject({ method: 'GET', url: `/api/reviews/${productId}/questions?brand=northbound&locale=uk-en` })).json() as QuestionList).items;
      expect((await published()).some((question) => question.id === id)).toBe(false);
      const answered = await inject({
        method: 'POST',
        url: `/api/internal/moderation/questions/${id}/answer`,
        payload: { answer: 'Yes, lined with wool.' },
        headers: { cookie: moderator },
      });
      expect(answered.statusCode).toBe(200);
      const question = (await published()).find((candidate) => candidate.id === id);
      expect([question?.body, question?.answer]).toEqual([`Is it warm? ${HOSTILE}`, 'Yes, lined with wool.']);
    });

    it('counts one helpful vote per visitor and reports once', async () => {
      const [review] = (await list()).items;
      const first = await inject({ method: 'POST', url: `/api/reviews/${review?.id}/helpful`, remoteAddress: nextAddress() });
      const cookie = `sf_rv=${first.cookies.find((candidate) => candidate.name === 'sf_rv')?.value}`;
      const second = await inject({ method: 'POST', url: `/api/reviews/${review?.id}/helpful`, headers: { cookie }, remoteAddress: nextAddress() });
      expect([first.json().counted, second.json().counted, second.json().helpfulCount]).toEqual([true, false, (review?.helpfulCount ?? 0) + 1]);
      const report = () =>
        inject({ method: 'POST', url: `/api/reviews/${review?.id}/report`, payload: { reason: 'spam' }, headers: { cookie }, remoteAddress: nextAddress() });
      expect((await report()).statusCode).toBe(204);
      expect((await report()).statusCode).toBe(204);
      const [row] = await context.db
        .select({ reports: reviews.reportCount })
        .from(reviews)
        .where(eq(reviews.id, review?.id ?? ''));
      expect(row?.reports).toBe(1);
      const badReason = await inject({ method: 'POST', url: `/api/reviews/${review?.id}/report`, payload: { reason: 'meh' }, remoteAddress: nextAddress() });
      expect([badReason.statusCode, badReason.json().message]).toEqual([400, expect.stringContaining('reason')]);
    });

    it('counts simultaneous votes of one visitor once (double click), by the votes primary key', async () => {
      const review = (await list('&sort=newest')).items.at(-1);
      const cookie = `sf_rv=${randomUUID()}`;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          inject({ method: 'POST', url: `/api/reviews/${review?.id}/helpful`, headers: { cookie }, remoteAddress: nextAddress() }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
      expect(answers.filter((answer) => answer.json().counted)).toHaveLength(1);
      const [row] = await context.db
        .select({ helpful: reviews.helpfulCount })
        .from(reviews)
        .where(eq(reviews.id, review?.id ?? ''));
      expect(row?.helpful).toBe((review?.helpfulCount ?? 0) + 1);
    });

    it('takes a photo by its bytes, re-encoded, and refuses other types and oversize files with a clear message', async () => {
      const upload = (payload: Buffer, contentType: string) =>
        inject({ method: 'POST', url: '/api/reviews/photos', payload, headers: { 'content-type': contentType }, remoteAddress: nextAddress() });
      // A PNG sent as image/gif still is a PNG.
      const ok = await upload(await photoBytes('png'), 'image/gif');
      expect(ok.statusCode).toBe(201);
      const photo = ok.json() as UploadedPhoto;
      const served = await inject({ method: 'GET', url: photo.thumbnail });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
      // HTML claiming to be a JPEG is refused.
      const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg');
      expect([html.statusCode, html.json().message]).toEqual([415, PHOTO_TYPE_REFUSED]);
      const big = await upload(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(9 * 1024 * 1024)]), 'image/jpeg');
      expect([big.statusCode, big.json().message]).toEqual([413, expect.stringMatching(/too large|at most 8 MB/)]);
      const tiny = await upload(await photoBytes('jpeg', 50), 'image/jpeg');
      expect([tiny.statusCode, tiny.json().message]).toEqual([400, expect.stringContaining('too small')]);
      const withPhoto = await writeReview({ photoIds: [photo.id] });
      expect(withPhoto.statusCode).toBe(201);
      const unknownPhoto = await writeReview({ photoIds: ['0123456789abcdef'] });
      expect([unknownPhoto.statusCode, unknownPhoto.json().message]).toEqual([400, expect.stringContaining('no uploaded photo')]);
    });

    it('refuses bad reviews with messages naming the field, and rate limits writing', async () => {
      const noStars = await writeReview({ rating: 0 });
      expect([noStars.statusCode, noStars.json().message]).toEqual([400, expect.stringContaining('rating')]);
      const shortBody = await writeReview({ body: 'meh' });
      expect([shortBody.statusCode, shortBody.json().message]).toEqual([400, expect.stringContaining('body: at least 10 characters')]);
      const unknown = await context.app.inject({
        method: 'POST',
        url: '/api/reviews/NB99999',
        payload: { ...site, rating: 4, title: 'Hi there', body: 'No such product here.', authorName: 'A', email: 'a@example.com' },
        remoteAddress: nextAddress(),
      });
      expect(unknown.statusCode).toBe(404);
      const from = nextAddress();
      const statuses: number[] = [];
      for (let n = 0; n < 6; n += 1) {
        const response = await context.app.inject({
          method: 'POST',
          url: `/api/reviews/${productId}`,
          payload: { ...site, rating: 3, title: 'Spam spam', body: 'Spam spam spam spam.', authorName: 'S', email: 's@example.com' },
          remoteAddress: from,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json().message).toMatch(/^Too many reviews\. Try again in \d+ minutes?\.$/);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  },
  { repoRoot: fixture.root },
);

const HISTORY_TITLE = '<h1>Loud</h1> & "quoted"';

describe('review helpers', () => {
  it('sniffs image types by magic bytes', async () => {
    expect(sniffImageType(await photoBytes('jpeg'))).toBe('jpeg');
    expect(sniffImageType(await photoBytes('png'))).toBe('png');
    expect(sniffImageType(await photoBytes('webp'))).toBe('webp');
    expect(sniffImageType(Buffer.from('GIF89a........'))).toBeNull();
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });

  it('gives size advice from the fit most reviewers chose', () => {
    expect(fitSummary([])).toBeNull();
    expect(
      fitSummary([
        { fit: 'true', n: 6 },
        { fit: 'small', n: 3 },
        { fit: 'large', n: 1 },
      ]),
    ).toEqual({ verdict: 'true', share: 60, votes: 10 });
  });
});
