import { test, expect, waitForSlots } from './fixtures';

/**
 * Exactly one copy of React and of the contracts package in the composed page (design card). react-dom announces
 * each copy to the devtools hook; the contracts package counts its own evaluations.
 */
test('one React renderer and one contracts package across the shell and every remote on the page', async ({ page }) => {
  await page.addInitScript(() => {
    const renderers: string[] = [];
    Object.defineProperty(window, '__SF_RENDERERS__', { value: renderers });
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: { version: string }) {
          renderers.push(renderer.version);
          return renderers.length;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        checkDCE() {},
      },
    });
  });
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
  const renderers = await page.evaluate(() => (window as unknown as { __SF_RENDERERS__: string[] }).__SF_RENDERERS__);
  expect(renderers).toHaveLength(1);
  const contracts = await page.evaluate(() => (globalThis as unknown as { __SF_CONTRACTS_COPIES__?: number }).__SF_CONTRACTS_COPIES__);
  expect(contracts).toBe(1);
});
