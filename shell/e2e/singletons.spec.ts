import { test, expect, waitForSlots } from './fixtures';
import { probeSingletons, singletonCounts } from './singleton-probe';

/**
 * Exactly one copy of React and of the contract packages in the composed page (design card).
 */
test('one React renderer and one copy of each contract package across the shell and every remote on the page', async ({ page }) => {
  await probeSingletons(page);
  await page.goto('/');
  await page.locator('main a[href*="/c/"]').first().click();
  await page.locator('main a[href*="/p/"]').first().click();
  // The footer (content-help) hydrates when it nears the viewport; a guest's account remote loads with the sign-in
  // dialog (the header's "Sign in" is the shell's own until then).
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.getByTestId('account-entry').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await waitForSlots(page);
  // Every remote is mounted on a PDP: catalog (page), content-help (footer), account (sign-in dialog), chat (launcher).
  for (const remote of ['mfe_catalog', 'mfe_account', 'mfe_content_help', 'mfe_chat']) {
    await expect(page.locator(`[data-remote="${remote}"]`).first()).toHaveAttribute('data-slot-state', 'mounted');
  }
  expect(await singletonCounts(page)).toEqual({ reactRenderers: [expect.any(String)], contracts: 1, remoteContract: 1 });
});
