/**
 * Issue 24: a flag an operator flips on /healthcheck/feature-flags reaches a shopper's open page without a reload
 * (Server-Sent Events): live chat off removes the chat launcher, help pages off sends a help page home.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, addOperatorSession, waitForSlots } from './fixtures';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Opens the flags page with the worker's operator session (healthcheck.spec walks the sign-in form itself). */
async function openFlagsPage(page: Page, operatorSession: string): Promise<void> {
  await addOperatorSession(page, operatorSession);
  await page.goto('/healthcheck/feature-flags');
  await expect(page.getByRole('heading', { level: 2, name: 'liveChat' })).toBeVisible();
}

async function setDefault(page: Page, flag: string, value: 'On' | 'Off'): Promise<void> {
  const form = page.getByRole('form', { name: flag });
  await form.getByLabel('Default value').selectOption({ label: value });
  await form.getByRole('button', { name: `Save ${flag}` }).click();
  await expect(page.getByRole('form', { name: flag }).getByRole('status')).toContainText('Saved');
}

/** Marks the window: the mark is gone if the page reloads. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('an operator turns live chat and help pages off: open shopper pages follow without a reload', async ({ page, browser, baseURL, operatorSession }) => {
  const operatorContext = await browser.newContext({ baseURL });
  const operator = await operatorContext.newPage();
  try {
    await openFlagsPage(operator, operatorSession);

    await page.goto('/help');
    await waitForSlots(page);
    await expect(page.locator('[data-remote="mfe_chat"]')).toHaveCount(1);
    await markWindow(page);

    await setDefault(operator, 'liveChat', 'Off');
    await expect(page.locator('[data-remote="mfe_chat"]')).toHaveCount(0, { timeout: 5_000 });

    await setDefault(operator, 'helpPages', 'Off');
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    expect(await sameDocument(page)).toBe(true);

    // The audit trail names the operator and both changes.
    const audit = operator.getByRole('region', { name: 'Audit trail' });
    await expect(audit.getByRole('row', { name: /helpPages/ }).first()).toContainText('operator@storefront.test');
    await expect(audit.getByRole('row', { name: /liveChat/ }).first()).toContainText('default Off');

    // A help page's document now redirects home on the server as well.
    const direct = await page.request.get('/help', { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
  } finally {
    await setDefault(operator, 'liveChat', 'On').catch(() => undefined);
    await setDefault(operator, 'helpPages', 'On').catch(() => undefined);
    await operatorContext.close();
  }
});

test('the feature flags page has no WCAG 2.2 AA violations', async ({ page, operatorSession }) => {
  await openFlagsPage(page, operatorSession);
  await page.getByRole('form', { name: 'backToTop' }).getByRole('button', { name: 'Add rule' }).click();
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
