import AxeBuilder from '@axe-core/playwright';
import { test, expect, waitForSlots } from './fixtures';
import type { Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** A product of the default seed; the slug is not checked, the id is. */
const PRODUCT = '/p/ridge-trek-boot-nb1001';

async function expectNoViolations(page: Page) {
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Sizes in stock are the radios not marked sold out; the input is visually hidden, so check it directly. */
const inStockSize = (page: Page) => page.locator('main input[type="radio"]:not([data-sold-out])').first();

test('choosing a size and adding it to the basket raises the header count', async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('header-cart-count')).toHaveText('0');
  // aria-disabled, not disabled: pressing it early explains what is missing (Playwright would wait for "enabled").
  await page.getByRole('button', { name: 'Add to basket' }).click({ force: true });
  await expect(page.getByRole('alert')).toHaveText('Please choose a size.');

  await inStockSize(page).check({ force: true });
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
});

test('quickshop with a bad id shows Invalid Product ID', async ({ page }) => {
  await page.goto('/#quickshop_bad');
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText('Invalid Product ID');
});

test('the size chart dialog shows the product chart as a table and returns focus when closed', async ({ page }) => {
  await page.goto(PRODUCT);
  const opener = page.getByRole('button', { name: 'Size chart' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Size chart' });
  await expect(dialog.getByRole('table')).toBeVisible();
  await expect(dialog.locator('caption')).not.toBeEmpty();
  await expect(dialog.getByRole('columnheader').first()).toContainText('UK');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the product page has no WCAG 2.2 AA violations, also with the size chart dialog open', async ({ page }) => {
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Size chart' }).click();
  await expect(page.getByRole('dialog', { name: 'Size chart' }).getByRole('table')).toBeVisible();
  await expectNoViolations(page);
});

test('get-the-look and size-chart pages have no WCAG 2.2 AA violations; a hotspot opens its product', async ({ page }) => {
  await page.goto('/get-the-look');
  const hotspot = page.locator('main button[aria-haspopup="dialog"]').first();
  await expect(hotspot).toHaveAccessibleName(/, £\d/);
  await expectNoViolations(page);
  const name = ((await hotspot.getAttribute('aria-label')) ?? '').split(',')[0] ?? '';
  await hotspot.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('dialog', { name });
  await expect(card.getByRole('link', { name: 'View full product details' })).toBeVisible();
  await expectNoViolations(page);

  await page.goto('/size-chart');
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.locator('main th[data-highlighted]').first()).toContainText('UK');
  await expectNoViolations(page);
});

interface DetailForTest {
  path: string;
  colours: Array<{ code: string; name: string }>;
  variants: Array<{ variantId: string; size: string; colour: string; inStock: boolean }>;
}

/** The seed is deterministic but which sizes are sold out is its business: find one through the API. */
async function findSoldOutSize(page: Page): Promise<{ productId: string; product: DetailForTest; variant: DetailForTest['variants'][number] } | null> {
  for (let n = 1001; n <= 1060; n += 1) {
    const response = await page.request.get(`/api/catalog/products/NB${n}?brand=northbound&locale=uk-en`);
    if (!response.ok()) continue;
    const product = (await response.json()) as DetailForTest;
    const variant = product.variants.find((candidate) => !candidate.inStock);
    if (variant) return { productId: `NB${n}`, product, variant };
  }
  return null;
}

test('a sold-out size offers "notify me": the e-mail is checked, the request stored, the dialog accessible', async ({ page }) => {
  const found = await findSoldOutSize(page);
  // The seed is deterministic and sells some sizes out (8 % of products are scarce): not finding one is a failure.
  expect(found, 'a sold-out size among NB1001–NB1060').not.toBeNull();
  const { product, variant } = found as NonNullable<typeof found>;

  await page.goto(product.path);
  if (product.colours.length > 1) {
    const colour = product.colours.find((entry) => entry.code === variant.colour)?.name ?? '';
    await page
      .getByRole('group', { name: /^Colour/ })
      .getByRole('button', { name: colour, exact: true })
      .click();
  }
  await page.locator(`main input[type="radio"][data-sold-out][value="${variant.size}"]`).check({ force: true });
  await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Notify me when it is back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notify me' });
  const email = dialog.getByLabel('E-mail address');
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expectNoViolations(page);

  await email.fill('walker@example.com');
  const stored = page.waitForResponse((response) => response.url().includes('/api/catalog/back-in-stock'));
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  expect([200, 201]).toContain((await stored).status());
  await expect(dialog.getByRole('status')).toHaveText('Thank you. We will e-mail you when it is back in stock.');
});

test('in quickshop, the notify-me dialog opens over it and Escape closes only the notify-me dialog', async ({ page }) => {
  const found = await findSoldOutSize(page);
  // The seed is deterministic and sells some sizes out (8 % of products are scarce): not finding one is a failure.
  expect(found, 'a sold-out size among NB1001–NB1060').not.toBeNull();
  const { productId, product, variant } = found as NonNullable<typeof found>;
  await page.goto(`/#quickshop_${productId}`);
  const quickshop = page.getByRole('dialog').first();
  if (product.colours.length > 1) {
    const colour = product.colours.find((entry) => entry.code === variant.colour)?.name ?? '';
    await quickshop
      .getByRole('group', { name: /^Colour/ })
      .getByRole('button', { name: colour, exact: true })
      .click();
  }
  await quickshop.locator(`input[type="radio"][data-sold-out][value="${variant.size}"]`).check({ force: true });
  const notify = quickshop.getByRole('button', { name: 'Notify me when it is back' });
  await notify.click();
  const dialog = page.getByRole('dialog', { name: 'Notify me' });
  await expect(dialog.getByLabel('E-mail address')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(quickshop).toBeVisible();
  await expect(notify).toBeFocused();
});
