import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PRODUCT = '/p/ridge-trek-boot-nb1001';

async function expectNoViolations(page: Page, include: string) {
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).include(include).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the mega menu opens by keyboard, moves with the arrows and Escape returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Categories' });
    // Server-rendered top level: the links are in the HTML before any script.
    await expect(menu.getByRole('link', { name: 'Women', exact: true })).toHaveAttribute('href', '/c/women');
    const women = menu.getByRole('button', { name: 'Women: more categories' });
    await women.focus();
    await page.keyboard.press('Enter');
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel.getByRole('link', { name: 'All Women' })).toBeVisible();
    await expectNoViolations(page, 'header');

    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'All Women' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Boots', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(women).toBeFocused();
    await expect(women).toHaveAttribute('aria-expanded', 'false');

    // Right moves along the top level (to Men's link); Down on a closed button opens it and enters its panel.
    await page.keyboard.press('ArrowRight');
    await expect(menu.getByRole('link', { name: 'Men', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'All Men' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/c\/men$/);
    await expect(panel).toHaveCount(0);
  });

  test('hovering a category opens its panel and leaving closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Kids', exact: true }).hover();
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel.getByRole('link', { name: 'All Kids' })).toBeVisible();
    await panel.getByRole('link', { name: 'All Kids' }).hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(panel).toHaveCount(0);
  });

  test('the basket badge and name count one item after adding one product', async ({ page }) => {
    await page.goto(PRODUCT);
    await expect(page.getByRole('link', { name: 'Basket, 0 items' })).toBeVisible();
    await page.locator('main input[type="radio"]:not([data-sold-out])').first().check({ force: true });
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('link', { name: 'Basket, 1 item', exact: true })).toBeVisible();
    await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one compact row: at most 64 px when scrolled, search behind an icon loaded when opened', async ({ page }) => {
    const searchCode: string[] = [];
    page.on('request', (request) => /__federation_expose_SearchBox/.test(request.url()) && searchCode.push(request.url()));
    await page.goto('/c/women');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const box = await page.locator('header').first().boundingBox();
    expect(box?.height).toBeLessThanOrEqual(64);
    expect(box?.y).toBe(0);
    expect(searchCode).toEqual([]);

    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    const search = page.getByRole('combobox', { name: 'Search products' });
    await expect(search).toBeVisible();
    await expect.poll(() => searchCode.length).toBeGreaterThan(0);
  });

  test('the drill-down menu by touch: a level down, back, and on to a category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('button', { name: 'Women', exact: true })).toBeVisible();
    await expectNoViolations(page, '[data-testid="mobile-menu"]');
    await sheet.getByRole('button', { name: 'Women', exact: true }).tap();
    const women = page.getByRole('dialog', { name: 'Women' });
    await expect(women.getByRole('link', { name: 'All Women' })).toBeVisible();
    await women.getByRole('button', { name: 'Back' }).tap();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Men', exact: true })).toBeVisible();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Women', exact: true }).tap();
    await page.getByRole('dialog', { name: 'Women' }).getByRole('button', { name: 'Boots', exact: true }).tap();
    await page.getByRole('dialog', { name: 'Boots' }).getByRole('link', { name: 'Hiking', exact: true }).tap();
    await expect(page).toHaveURL(/\/c\/women\/boots\/hiking$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('back-to-top appears on a long page once scrolled past a viewport and returns to the top', async ({ page }) => {
    await page.goto('/c/women');
    const button = page.getByRole('button', { name: 'Back to top' });
    expect(await page.evaluate(() => document.documentElement.scrollHeight > 4 * window.innerHeight)).toBe(true);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await button.tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});
