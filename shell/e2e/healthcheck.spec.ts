import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, addOperatorSession, waitForSlots } from './fixtures';

/**
 * Issue 24: the operators' /healthcheck area. An operator signs in on the index and walks its children (status,
 * sitemaps, static pages, translations, mocks), each readable and free of axe violations; probes keep their JSON.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoViolations(page: Page) {
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an operator signs in on /healthcheck and sees every child linked', async ({ page }) => {
  await page.goto('/healthcheck');
  await expect(page.getByRole('heading', { level: 1, name: 'Health checks' })).toBeVisible();
  // Without an operator session: the sign-in form, not the data.
  const signIn = page.getByRole('form', { name: 'Sign in as an operator' });
  await signIn.getByLabel('E-mail').fill('operator@storefront.test');
  await signIn.getByLabel('Password').fill('lower-envs-operator');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  const children = page.getByRole('navigation', { name: 'Health checks' });
  await expect(children.getByRole('link', { name: 'Test doubles' })).toBeVisible();
  for (const name of ['Status', 'Sitemaps', 'Static pages', 'Translations', 'Feature flags', 'Experiments']) {
    await expect(children.getByRole('link', { name })).toBeVisible();
  }
  await expectNoViolations(page);
});

test('status and sitemaps, reached through the index', async ({ page, operatorSession }) => {
  await addOperatorSession(page, operatorSession);
  await page.goto('/healthcheck');
  await page.getByRole('navigation', { name: 'Health checks' }).getByRole('link', { name: 'Status' }).click();
  await expect(page).toHaveURL(/\/healthcheck\/status$/);
  await expect(page.getByRole('table', { name: 'This instance' })).toContainText('pglite');
  await expect(page.getByRole('table', { name: 'Remotes' })).toContainText('mfe_content_help');
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'All health checks' }).click();
  await page.getByRole('navigation', { name: 'Health checks' }).getByRole('link', { name: 'Sitemaps' }).click();
  await expect(page.getByRole('table', { name: 'Sitemap files of Northbound' }).getByRole('link', { name: 'products-1.xml' }).first()).toBeVisible();
});

for (const [path, table, text] of [
  ['/healthcheck/static-pages', 'Pages and their languages', '/about-us'],
  ['/healthcheck/translations', 'Keys per language', 'pl'],
  ['/healthcheck/mocks', 'Test doubles on this server', 'Test card payment provider'],
] as const) {
  test(`${path} shows its report`, async ({ page, operatorSession }) => {
    await addOperatorSession(page, operatorSession);
    await page.goto(path);
    await expect(page.getByRole('table', { name: table })).toContainText(text);
    await expectNoViolations(page);
  });
}

test("probes keep /healthcheck/status JSON; the brand's robots.txt names its sitemap, which lists real pages", async ({ request, baseURL }) => {
  const status = await request.get('/healthcheck/status');
  expect(status.status()).toBe(200);
  expect(status.headers()['content-type']).toMatch(/^application\/json/);
  expect(await status.json()).toMatchObject({ status: 'ok', environment: 'test' });
  const robots = await (await request.get('/robots.txt')).text();
  const origin = new URL(baseURL ?? '').port;
  expect(robots).toMatch(new RegExp(`^Sitemap: http://localhost:${origin}/sitemap\\.xml$`, 'm'));
  const index = await (await request.get('/sitemap.xml')).text();
  const child = /<loc>(http[^<]+\/sitemaps\/uk-en\/products-1\.xml)<\/loc>/.exec(index)?.[1];
  expect(child).toBeDefined();
  const products = await (await request.get(new URL(child ?? '').pathname)).text();
  const firstProduct = /<loc>([^<]+)<\/loc>/.exec(products)?.[1] ?? '';
  expect((await request.get(new URL(firstProduct).pathname)).status()).toBe(200);
});
