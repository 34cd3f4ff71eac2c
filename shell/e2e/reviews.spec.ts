/**
 * Issue 25: a shopper writes a review with a photo on the product page; it appears only once a moderator approved it
 * on /internal/moderation; markup in it shows as text. A question asked in the dialog appears with the moderator's
 * answer. Axe checks the reviews page and the dialogs.
 */
import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addOperatorSession, expect, test, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PRODUCT = '/p/ridge-trek-boot-nb1001';
const PRODUCT_ID = 'NB1001';

/** A 240 × 240 PNG drawn here (no image library in the browser tests): stripes, so it is a real picture. */
function stripedPng(size = 240): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) rows.set(Math.floor(x / 20) % 2 ? [40, 110, 70] : [230, 200, 90], y * (1 + size * 3) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  const results = await (include ? builder.include(include) : builder).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function openReviewsSection(page: Page): Promise<void> {
  await page.goto(PRODUCT);
  await waitForSlots(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews' })).toBeVisible();
}

test('a review with a photo appears once a moderator approved it, its markup shown as text', async ({ page, operatorSession }) => {
  const stamp = Date.now().toString(36);
  const title = `<b>Bold</b> boots ${stamp}`;
  const body = `<script>window.__hacked = true</script> Warm and dry on a long walk ${stamp}.`;

  await openReviewsSection(page);
  await page.getByRole('link', { name: 'Write a review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a review' });
  await expect(dialog.getByRole('group', { name: 'Your rating' })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');

  // Sending nothing names what is missing.
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog.getByText('Choose from 1 to 5 stars.')).toBeVisible();

  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog.getByRole('radio', { name: 'True to size' }).check();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Your review', { exact: true }).fill(body);
  await dialog.getByLabel('Name shown with your review').fill('<i>Ada</i>');
  await dialog.getByLabel('E-mail', { exact: true }).fill(`ada-${stamp}@example.com`);
  // A text file named like a photo is refused by its bytes, with a clear message.
  await dialog.getByLabel(/Add up to 4 photos/).setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html>not a photo</html>') });
  await expect(dialog.getByRole('alert')).toHaveText('fake.jpg is not a JPEG, PNG or WebP image.');
  await dialog.getByLabel(/Add up to 4 photos/).setInputFiles({ name: 'boots.png', mimeType: 'image/png', buffer: stripedPng() });
  await expect(dialog.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog.getByText('Thank you! Your review will appear once it has been checked.')).toBeVisible();

  // Not public before approval.
  await page.goto(`/reviews/${PRODUCT_ID.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Reviews:');
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);

  await addOperatorSession(page, operatorSession);
  await page.goto('/internal/moderation');
  const pending = page.getByRole('article', { name: title });
  await expect(pending.getByText(body, { exact: true })).toBeVisible();
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(pending.getByRole('status')).toHaveText('Status: approved');

  await page.goto(`/reviews/${PRODUCT_ID.toLowerCase()}`);
  const review = page.getByTestId('review').filter({ hasText: stamp });
  await expect(review.getByRole('heading', { name: title })).toBeVisible();
  await expect(review.getByText(body, { exact: true })).toBeVisible();
  await expect(review).toContainText('<i>Ada</i>');
  expect(await page.evaluate(() => (window as unknown as { __hacked?: boolean }).__hacked)).toBeUndefined();
  await expectNoAxeViolations(page);

  // The JSON-LD lists it, as data.
  const html = await (await page.request.get(`/reviews/${PRODUCT_ID.toLowerCase()}`)).text();
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    review?: Array<{ name: string; reviewBody: string }>;
  };
  expect(ld.review?.find((entry) => entry.name === title)?.reviewBody).toBe(body);

  // The shopper photo opens large in the review ugc dialog.
  await review.getByRole('link', { name: 'Open shopper photo 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Shopper photo' });
  await expect(viewer.getByRole('img', { name: 'Photo a shopper added to their review' })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');
  await page.keyboard.press('Escape');

  // Report issue dialog.
  await review.getByRole('link', { name: 'Report issue' }).click();
  const report = page.getByRole('dialog', { name: 'Report issue' });
  await report.getByRole('radio', { name: 'Spam or advertising' }).check();
  await expectNoAxeViolations(page, 'dialog');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(report.getByText('Thank you. Our moderators will look at this review.')).toBeVisible();
});

test('a question asked on the product page appears with the answer a moderator gave', async ({ page, operatorSession }) => {
  const stamp = Date.now().toString(36);
  const question = `Do these <em>stretch</em> over time? ${stamp}`;
  await openReviewsSection(page);
  await page.getByRole('link', { name: 'Ask a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a question' });
  await dialog.getByLabel('Your question').fill(question);
  await dialog.getByLabel('Name shown with your review').fill('Bo');
  await dialog.getByLabel('E-mail', { exact: true }).fill(`bo-${stamp}@example.com`);
  await expectNoAxeViolations(page, 'dialog');
  await dialog.getByRole('button', { name: 'Send question' }).click();
  const success = page.getByRole('dialog', { name: 'Question sent' });
  await expect(success.getByText('Thank you! Your question will appear with its answer once our team has replied.')).toBeVisible();
  await expectNoAxeViolations(page, 'dialog');
  await success.getByRole('button', { name: 'Close' }).first().click();

  await addOperatorSession(page, operatorSession);
  await page.goto('/internal/moderation');
  const item = page.getByTestId('moderation-question').filter({ hasText: stamp });
  await item.getByLabel('Answer').fill(`Leather gives a little after a week ${stamp}.`);
  await item.getByRole('button', { name: 'Publish answer' }).click();
  await expect(item.getByRole('status')).toContainText('approved');
  await expectNoAxeViolations(page);

  await openReviewsSection(page);
  const published = page.getByTestId('question').filter({ hasText: stamp });
  await expect(published).toContainText(question);
  await expect(published).toContainText(`Answer: Leather gives a little after a week ${stamp}.`);
});

test('the reviews page sorts and filters by stars', async ({ page }) => {
  await page.goto(`/reviews/${PRODUCT_ID.toLowerCase()}`);
  const first = page.getByTestId('review').first().getByRole('img').first();
  await expect(first).toBeVisible();
  // Filter by the stars of a review that is there (seeded ratings vary by product).
  const stars = (await first.getAttribute('aria-label')) ?? '';
  await page.getByLabel('Show').selectOption({ label: stars });
  await expect(page).toHaveURL(new RegExp(`rating=${stars[0]}`));
  // The filtered list replaces the whole page of reviews (the first one had these stars already, so wait for all).
  await expect
    .poll(
      async () =>
        new Set(
          await page
            .getByTestId('review')
            .getByRole('img', { name: /stars?$/ })
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))),
        ),
    )
    .toEqual(new Set([stars]));
  await page.getByLabel('Sort by').selectOption({ label: 'Most helpful' });
  await expect(page).toHaveURL(/sort=helpful/);
  await expectNoAxeViolations(page);
});
