import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

/**
 * Issue 26: the catalogue remote's dev host runs with no server (playwright.mock.config.ts) and answers from the
 * recorded fixtures of packages/api-mocks; the QA panel switches a call to fail or to answer late.
 */
const fixture = <T>(id: string): T =>
  JSON.parse(readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), `../../packages/api-mocks/fixtures/${id}.json`), 'utf8')) as T;
const listing = fixture<{ items: Array<{ name: string }>; category: { name: string } }>('catalog-listing');
const texts = fixture<{ texts: Record<string, string> }>('platform-texts').texts;
const firstProduct = listing.items[0]?.name ?? '';

test('the catalogue dev host shows fixtures with no server, then its error and loading states when a call is switched', async ({ page }) => {
  // Anything that reached the dev server's proxy would answer 504 (its API origin is a closed port).
  const proxied: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 504) proxied.push(response.url());
  });
  await page.goto('/?module=./CategoryPage&path=/c/women/boots');
  const slot = page.getByTestId('dev-host-slot');
  await expect(slot.getByRole('heading', { level: 1, name: listing.category.name })).toBeVisible();
  await expect(slot.getByText(firstProduct).first()).toBeVisible();

  await page.getByText('Mock API').click();
  await page.getByLabel('catalog-listing').selectOption('error');
  await expect(slot.getByRole('alert')).toContainText(texts['catalog.loadFailed'] ?? 'missing text');
  await expect(slot.getByRole('button', { name: texts['catalog.retry'] ?? 'missing text' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('mock')).toBe('catalog-listing:error');
  // The error state QA now reaches alone is checked like any page (the listing itself is in listing.spec.ts).
  const results = await new AxeBuilder({ page }).include('[data-testid="dev-host-slot"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await page.getByLabel('catalog-listing').selectOption('slow');
  await expect(slot.locator('[aria-busy="true"]')).toBeVisible();
  await expect(slot.getByText(firstProduct).first()).toBeVisible({ timeout: 15_000 });
  expect(proxied).toEqual([]);
});

test('a QA link sets the scenario from the URL, and a typo in it is shown', async ({ page }) => {
  await page.goto('/?module=./CategoryPage&path=/c/women/boots&mock=catalog-listing:empty,catalog-prodct:error');
  // The panel opens by itself when something is switched or the link has a problem.
  await expect(page.getByRole('alert').filter({ hasText: 'unknown endpoint "catalog-prodct"' })).toBeVisible();
  await expect(page.getByLabel('catalog-listing')).toHaveValue('empty');
  await expect(page.getByTestId('dev-host-slot').getByRole('heading', { level: 1, name: listing.category.name })).toBeVisible();
});
