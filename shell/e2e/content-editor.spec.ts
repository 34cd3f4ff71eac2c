/**
 * Issue 25: a content editor edits a page's block text on /internal/content, previews the draft (shoppers still see
 * the live text), publishes it (shoppers see the new text), then schedules an unpublish a few seconds ahead and the
 * page goes away (the server's scheduler runs every second here: CONTENT_SCHEDULER_INTERVAL_MS in
 * playwright.config.ts). Each run makes a page of its own, so other specs' pages never change under them.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, addOperatorSession, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LIVE_TEXT = 'The text shoppers see today.';
const EDITED_TEXT = 'The text the editor wrote.';

/** A published page of this test's own, made through the editor's API with the operator's session. */
async function publishedPage(request: APIRequestContext, session: string, slug: string): Promise<void> {
  const headers = { cookie: `sf_operator=${session}` };
  const saved = await request.post('/api/internal/content/versions', {
    headers,
    data: {
      slug,
      language: 'en',
      baseVersion: null,
      title: 'Editor test page',
      description: 'A page made by the content editor test.',
      overlayHeader: false,
      headerStyle: 'dark',
      blocks: [
        { type: 'heading', text: 'Editor test' },
        { type: 'paragraph', text: LIVE_TEXT },
        { type: 'links', links: [{ label: 'Our delivery promise', href: '/delivery' }] },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  expect((await request.post(`/api/internal/content/versions/${id}/publish`, { headers, data: {} })).status()).toBe(200);
}

async function openEditor(page: Page, session: string, slug: string): Promise<void> {
  await addOperatorSession(page, session);
  await page.goto('/internal/content');
  await page.getByRole('button', { name: `Edit /${slug} (en)` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Editing /${slug} (en)` })).toBeVisible();
}

/** `datetime-local` text for `seconds` from now, in the browser's (and this machine's) time zone. */
function localTimeIn(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

test('an editor changes a block, previews the draft, publishes it, then schedules the page away', async ({ page, browser, baseURL, operatorSession }) => {
  const slug = `editor-test-${Date.now()}`;
  await publishedPage(page.request, operatorSession, slug);
  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  try {
    await openEditor(editor, operatorSession, slug);
    const block = editor.getByRole('group', { name: 'Block 2: paragraph' });
    await block.getByLabel('Text').fill(EDITED_TEXT);
    await editor.getByRole('button', { name: 'Save as draft' }).click();
    await expect(editor.getByText('Saved as version 2.')).toBeVisible();

    // The preview shows the draft to the editor, rendered as the page.
    const previewLink = editor.getByRole('link', { name: 'Preview version 2' });
    const href = await previewLink.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/${slug}\\?cms=[0-9a-f-]{36}&preview=1$`));
    const preview = await editorContext.newPage();
    const previewAnswer = await preview.goto(href ?? '');
    expect(previewAnswer?.headers()['cache-control']).toBe('no-store');
    await expect(preview.getByTestId('cms-page')).toContainText(EDITED_TEXT);
    await preview.close();

    // A shopper still sees the live text, even with the preview parameters.
    await page.goto(`/${slug}`);
    await waitForSlots(page);
    await expect(page.getByTestId('cms-page')).toContainText(LIVE_TEXT);
    await page.goto(href ?? '');
    await expect(page.getByTestId('cms-page')).toContainText(LIVE_TEXT);

    await editor.getByRole('button', { name: 'Publish version 2 now' }).click();
    await expect(editor.getByText('Version 2 is live.')).toBeVisible();
    await page.goto(`/${slug}`);
    await expect(page.getByTestId('cms-page')).toContainText(EDITED_TEXT);

    // Unpublish a few seconds ahead: pending on the page, then applied by the scheduler.
    await editor.getByLabel('Date and time').fill(localTimeIn(3));
    await editor.getByRole('button', { name: 'Schedule unpublishing' }).click();
    await expect(editor.getByText('Scheduled.')).toBeVisible();
    await expect(editor.getByRole('row', { name: /Unpublishes at/ })).toHaveCount(1);
    await expect.poll(async () => (await page.request.get(`/${slug}`)).status(), { timeout: 15_000 }).toBe(404);
    await page.goto(`/${slug}`);
    await expect(page.getByTestId('cms-page')).toHaveCount(0);

    // The history names both publish events.
    await editor.reload();
    await editor.getByRole('button', { name: `Edit /${slug} (en)` }).click();
    const history = editor.getByRole('region', { name: 'Publish history' });
    await expect(history.getByRole('row', { name: /Unpublished 2 .* Schedule/ })).toHaveCount(1);
    await expect(history.getByRole('row', { name: /Published 2 .* operator@storefront\.test/ })).toHaveCount(1);
  } finally {
    await editorContext.close();
  }
});

test('the content editor has no WCAG 2.2 AA violations, on a phone too', async ({ page, operatorSession }) => {
  const slug = `editor-axe-${Date.now()}`;
  await publishedPage(page.request, operatorSession, slug);
  await page.setViewportSize({ width: 375, height: 740 });
  await openEditor(page, operatorSession, slug);
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // Nothing wider than the phone's screen but the tables' own scrolling regions.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Back to all pages' }).click();
  await expect(page.getByRole('region', { name: 'Pages' })).toBeVisible();
  const list = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(list.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
