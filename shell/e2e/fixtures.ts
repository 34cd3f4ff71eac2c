import { test as base, expect, type Locator, type Page } from '@playwright/test';

/** The lower environments' demo operator (infra/server seed) and its session cookie (operators/session-cookie.ts). */
export const DEMO_OPERATOR = { email: 'operator@storefront.test', password: 'lower-envs-operator' };
const OPERATOR_COOKIE = 'sf_operator';

/** contracts CONSENT_POLICY_VERSION (raise both together) and a fixed consent id: a returning shopper's record. */
export const CONSENT_POLICY_VERSION = 2;
/** "Accept all" under the current policy (contracts consent-cookie.ts: `v<version>.p1.f1.t1.<consent id>`). */
export const DECIDED_CONSENT_COOKIE = `v${CONSENT_POLICY_VERSION}.p1.f1.t1.e2e00000000000000000000000000000`;

/**
 * Every test starts with consent decided (so the banner does not cover the page) unless it opts out, and fails on
 * any uncaught page error or unhandled rejection over its whole walk (not only on its asserts), unless it declares
 * the error as expected in `allowedPageErrors`.
 */
export const test = base.extend<{ consentDecided: boolean; allowedPageErrors: RegExp[] }, { operatorSession: string }>({
  /**
   * One operator session per worker, shared by the tests that only need one: the server allows 10 sign-ins per
   * account in 15 minutes (as it should), so tests sign in by form only where the form is what they walk.
   */
  operatorSession: [
    async ({ playwright }, use, workerInfo) => {
      const api = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const answer = await api.post('/api/operator/session', { data: DEMO_OPERATOR });
      expect(answer.status(), 'the demo operator signs in').toBe(204);
      const cookie = (await api.storageState()).cookies.find((candidate) => candidate.name === OPERATOR_COOKIE);
      if (!cookie) throw new Error('the operator sign-in set no session cookie');
      await use(cookie.value);
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  consentDecided: [true, { option: true }],
  allowedPageErrors: [[], { option: true }],
  page: async ({ page, consentDecided, allowedPageErrors, javaScriptEnabled, baseURL, serviceWorkers }, use) => {
    // Blocked workers (playwright.config.ts) still let register() be called, and it answers nothing, which the shell
    // rightly reports as a failed registration: the tests that do not walk the offline app see a browser without
    // service workers instead.
    if (serviceWorkers === 'block') await page.context().addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'));
    if (consentDecided) {
      // A returning shopper's record: the cookie the server and the shell read (no banner in the page).
      if (baseURL) await page.context().addCookies([{ name: 'sf-consent', value: DECIDED_CONSENT_COOKIE, url: baseURL }]);
    }
    // Chromium reports unhandled promise rejections as page errors too.
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => {
      const text = `${error.name}: ${error.message}`;
      if (!allowedPageErrors.some((pattern) => pattern.test(text))) pageErrors.push(`${text} (on ${page.url()})`);
    });
    // A script, style, frame or connection our own Content-Security-Policy blocks is a broken page too.
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) pageErrors.push(`CSP: ${message.text()} (on ${page.url()})`);
    });
    // Pages arrive server-rendered (issue 13): a test acts like a shopper once the page is interactive, i.e. after
    // every server-rendered slot has been hydrated by its parcel.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled) await waitForHydration(page);
      return response;
    };
    await use(page);
    expect(pageErrors, `uncaught page errors:\n${pageErrors.join('\n')}`).toEqual([]);
  },
});

export { expect };

/** Puts the worker's operator session into the page's browser context (page.request and navigations use it). */
export async function addOperatorSession(page: Page, session: string): Promise<void> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('the project has no baseURL');
  await page.context().addCookies([{ name: OPERATOR_COOKIE, value: session, url: baseURL, sameSite: 'Strict', httpOnly: true }]);
}

/** Waits until every remote slot on the page has either mounted or failed. */
export async function waitForSlots(page: Page): Promise<void> {
  await expect(page.locator('[data-slot-state="loading"], [data-slot-state="hydrating"]')).toHaveCount(0);
}

/**
 * Scrolls the footer into view and waits until its content-help widget has mounted. The footer's links are
 * server-rendered and the widget loads once visible: before it has mounted, a click on one is a plain document load.
 */
export async function waitForFooterWidget(page: Page): Promise<void> {
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(page.locator('footer [data-remote="mfe_content_help"]')).toHaveAttribute('data-slot-state', 'mounted');
  await waitForSlots(page);
}

/** Waits until no server-rendered slot is still waiting for its parcel (the markup is there before it works). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('[data-slot-state="hydrating"]')).toHaveCount(0);
}

/** Opens `path`, waits for its slots and types `term` key by key into the header's search box; returns the box. */
export async function typeInSearchBox(page: Page, path: string, term: string): Promise<Locator> {
  await page.goto(path);
  await waitForSlots(page);
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await box.pressSequentially(term, { delay: 40 });
  return box;
}
