import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { CONSENT_POLICY_VERSION, test, expect, addOperatorSession, waitForSlots } from './fixtures';

/**
 * Issue 24: experiments assigned on the server. The buy-box experiment's variant is in the server's HTML (read from
 * the response, no JavaScript) and the same after signing in; a visitor without performance consent sees the
 * control and reports nothing; operators read the counts on /healthcheck/experiments.
 */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PRODUCT = '/p/ridge-trek-boot-nb1001';
const SHOPPER = { email: 'shopper@storefront.test', password: 'demo-shopper-2026' };
/** A visitor id whose stable hash puts it in the `compact` variant (the server's unit test pins the same). */
const COMPACT_VISITOR = 'AAAAAAAAAAAAAAAAAAAAAA';

async function expectNoViolations(page: Page) {
  await waitForSlots(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The server's HTML as a browser without JavaScript gets it: the variant it rendered and the one in the state. */
async function serverVariant(page: Page): Promise<{ layout: string | null; assigned: string | undefined }> {
  const response = await page.request.get(PRODUCT);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const state = JSON.parse(/<script id="sf-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as {
    experiments?: Record<string, string>;
  };
  return { layout: /data-buy-box="(\w+)"/.exec(html)?.[1] ?? null, assigned: state.experiments?.['pdp-buy-box'] };
}

const visitorCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'optimizelyUserId');

test('a new visitor with consent gets a visitor cookie, and the variant is in the server HTML and stays after sign-in', async ({ page, baseURL }) => {
  // A first visit: the server issues the cookie with the page, and renders the variant it assigned.
  const first = await serverVariant(page);
  const issued = await visitorCookie(page);
  expect(issued?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(issued?.httpOnly).toBe(true);
  expect(first.layout).toBe(first.assigned === 'compact' ? 'compact' : 'standard');

  // A visitor in the compact variant: the server HTML has the compact box, the hydrated page keeps it.
  await page.context().addCookies([{ name: 'optimizelyUserId', value: COMPACT_VISITOR, url: baseURL ?? '' }]);
  expect(await serverVariant(page)).toEqual({ layout: 'compact', assigned: 'compact' });
  const exposure = page.waitForRequest((request) => request.url().endsWith('/api/experiments/exposures') && request.method() === 'POST');
  await page.goto(PRODUCT);
  const box = page.getByRole('region', { name: 'Buy this product' });
  await expect(box).toBeVisible();
  expect((await exposure).postDataJSON()).toEqual({ experiment: 'pdp-buy-box' });
  expect(
    await page.evaluate(() => (window as { dataLayer?: Array<{ event?: string }> }).dataLayer?.filter((entry) => entry.event === 'experimentExposure')),
  ).toEqual([{ event: 'experimentExposure', experiment: { id: 'pdp-buy-box', variant: 'compact' } }]);
  // It works: a size from the list, then the button at the top of the box.
  await box.locator('input[type="radio"]:not([data-sold-out])').first().check();
  await box.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByTestId('header-cart-count')).toHaveText('1');
  await expectNoViolations(page);

  // Signing in changes neither the visitor id nor the variant.
  const signedIn = await page.request.post('/api/identity/session', { data: SHOPPER });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  expect(await serverVariant(page)).toEqual({ layout: 'compact', assigned: 'compact' });
  await page.goto(PRODUCT);
  await expect(page.getByRole('region', { name: 'Buy this product' })).toBeVisible();
  expect((await visitorCookie(page))?.value).toBe(COMPACT_VISITOR);
});

test.describe('without performance consent', () => {
  test.use({ consentDecided: false });

  test('a visitor sees the control, gets no visitor cookie and reports no exposure', async ({ page, baseURL }) => {
    const exposures: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/experiments/')) exposures.push(request.url());
    });
    // No choice yet, and a choice refusing performance: both the control, no cookie.
    expect(await serverVariant(page)).toEqual({ layout: 'standard', assigned: undefined });
    await page
      .context()
      .addCookies([{ name: 'sf-consent', value: `v${CONSENT_POLICY_VERSION}.p0.f1.t1.e2e00000000000000000000000000001`, url: baseURL ?? '' }]);
    await page.context().addCookies([{ name: 'optimizelyUserId', value: COMPACT_VISITOR, url: baseURL ?? '' }]);
    expect(await serverVariant(page)).toEqual({ layout: 'standard', assigned: undefined });
    // The cookie from an earlier consent is deleted now that the choice no longer covers an experiment.
    expect(await visitorCookie(page)).toBeUndefined();
    await page.goto(PRODUCT);
    await expect(page.getByRole('button', { name: 'Add to basket' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Buy this product' })).toHaveCount(0);
    expect(exposures).toEqual([]);
  });
});

test('operators see the assignments and exposures per variant on /healthcheck/experiments', async ({ page, baseURL, operatorSession }) => {
  await page.context().addCookies([{ name: 'optimizelyUserId', value: COMPACT_VISITOR, url: baseURL ?? '' }]);
  const exposure = page.waitForResponse((response) => response.url().endsWith('/api/experiments/exposures'));
  await page.goto(PRODUCT);
  expect((await exposure).status()).toBe(204);

  // The sign-in form itself is walked by healthcheck.spec.
  await addOperatorSession(page, operatorSession);
  await page.goto('/healthcheck/experiments');
  await expect(page.getByRole('heading', { level: 1, name: 'Experiments' })).toBeVisible();
  const table = page.getByRole('table', { name: /Visitors per variant of Product page buy box/ });
  await expect(table).toBeVisible();
  const compact = table.locator('tr[data-variant="compact"]');
  await expect(compact.locator('[data-count="exposed"]')).not.toHaveText('0');
  await expect(compact.locator('[data-count="assigned"]')).not.toHaveText('0');
  await expectNoViolations(page);
});
