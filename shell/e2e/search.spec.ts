import AxeBuilder from '@axe-core/playwright';
import { test, expect, typeInSearchBox, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test('a misspelt search finds products and says which term it searched instead', async ({ page }) => {
  await page.goto('/search?q=hikng%20boots');
  await expect(page.getByTestId('adjusted-term')).toContainText('No results for hikng boots.');
  await expect(page.getByTestId('adjusted-term')).toContainText(/Showing results for .*hik/i);
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('search suggestions work from the keyboard: type, ArrowDown, Enter lands on the suggested search', async ({ page }) => {
  const box = await typeInSearchBox(page, '/', 'boo');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /suggestions? available/ })).toBeAttached();

  await box.press('ArrowDown');
  const activeId = await box.getAttribute('aria-activedescendant');
  expect(activeId).toBeTruthy();
  const active = page.locator(`[id="${activeId}"]`);
  await expect(active).toHaveAttribute('aria-selected', 'true');
  const chosen = ((await active.textContent()) ?? '').trim();
  const group = await active.locator('xpath=..').getAttribute('aria-labelledby');
  const groupName = group ? await page.locator(`[id="${group}"]`).textContent() : '';
  await box.press('Enter');

  if (groupName === 'Searches') {
    await expect(page).toHaveURL(/\/search\?q=[^&]+&st=click/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('q') ?? '')).toBe(chosen);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Results for');
  } else if (groupName === 'Categories') {
    await expect(page).toHaveURL(/\/c\//);
  } else {
    await expect(page).toHaveURL(/\/p\//);
  }
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('submitting a typed term searches it; analytics gets the page data with the result count', async ({ page }) => {
  await page.goto('/');
  await waitForSlots(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('boots');
  // Escape first closes the open suggestions (a second Escape would clear the term), so wait until they are open.
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.press('Escape');
  await expect(box).toHaveValue('boots');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=boots$/);
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible();
  const pageData = await page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: Array<{ event: string; page?: Record<string, unknown> }> }).dataLayer ?? [])
        .filter((entry) => entry.event === 'loadPageData')
        .at(-1)?.page,
  );
  expect(pageData).toMatchObject({ pageType: 'Search', searchTerm: 'boots', searchType: 'regular', adjustedTerm: null });
  expect(Number(pageData?.searchResults)).toBeGreaterThan(0);
});
