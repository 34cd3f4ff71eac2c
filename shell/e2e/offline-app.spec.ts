/**
 * Issue 26: the installable, offline-capable app on an EMEA site. Service workers are allowed in this context
 * (Playwright's default); the worker installs after the page's load and claims the page.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, waitForSlots } from './fixtures';
import { expectNoViolations } from './checkout-helpers';

test.use({ serviceWorkers: 'allow' });
const SITE = { brand: 'northbound', locale: 'uk-en' } as const;
const WORKER_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/sw-emea.js');

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

async function productPath(page: Page, productId: string): Promise<string> {
  const response = await page.request.get(`/api/catalog/products/${productId}`, { params: SITE });
  return ((await response.json()) as { path: string }).path;
}

test('the worker installs and controls the page; offline, a visited product page and the basket still show, an unvisited page shows the offline page, and an offline basket change is replayed', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const product = await productPath(page, 'NB1001');
  await page.goto(product);
  await controlled(page);
  // Visit once online: the product page (now through the worker), then add to the basket and open it. goto, not
  // reload: the fixture's goto waits for hydration, and a size checked in the server's markup before it is lost.
  await page.goto(product);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('main input[type="radio"]:not([data-sold-out])').first().check({ force: true });
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your basket' })).toBeVisible();
  await page.goto('/cart');
  await waitForSlots(page);
  const quantity = page.getByLabel(/^Quantity/);
  await expect(quantity).toHaveValue('1');

  await context.setOffline(true);
  await page.goto(product, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/cart', { waitUntil: 'domcontentloaded' });
  await expect(page.getByLabel(/^Quantity/)).toHaveValue('1');

  // A change made offline: queued, shown, marked pending.
  await page.getByLabel(/^Quantity/).selectOption('2');
  await expect(page.getByTestId('sw-basket-pending')).toContainText('1 basket change is saved on this device');
  await expect(page.getByLabel(/^Quantity/)).toHaveValue('2');

  // A page never visited: the site's offline page.
  const offline = await context.newPage();
  await offline.goto('/stores', { waitUntil: 'domcontentloaded' });
  await expect(offline.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await offline.close();

  // Back online: the change is sent, the pending note goes, and the server has the new quantity.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByTestId('sw-basket-pending')).toBeEmpty({ timeout: 20_000 });
  const basketId = await page.evaluate(() => localStorage.getItem('sf-basket-gb'));
  const basket = (await (await page.request.get(`/api/baskets/${basketId}`)).json()) as { items: Array<{ quantity: number }> };
  expect(basket.items[0]?.quantity).toBe(2);
});

// Reload: SKIP_WAITING to the waiting worker, and a reload once it is active. Under load Chromium may drop that
// activation (a late request restarts the old worker as it is stopped); then after 3 s the registration is given up
// and the page reloads from the network, registering the new version afresh (register-service-worker.ts). Both paths
// end with the new version active and in control, which is what this test asks.
test('a new shell build shows the "new version available" prompt; reloading activates it', async ({ page }) => {
  test.setTimeout(120_000);
  const original = readFileSync(WORKER_FILE, 'utf8');
  try {
    await page.goto('/');
    await controlled(page);
    // A rebuilt worker: new bytes at the same URL.
    writeFileSync(WORKER_FILE, `${original}\n// e2e build ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('sw-update-prompt');
    await expect(prompt).toContainText('A new version of the shop is available.', { timeout: 30_000 });
    // The old document is marked; a new document (the reload) has no mark. Playwright's own 'load' event was missed in
    // 3 of 5 runs although the page had reloaded within 3 s, so the test asks the page itself.
    await page.evaluate(() => {
      (window as unknown as { __sfBeforeReload: boolean }).__sfBeforeReload = true;
    });
    await prompt.getByRole('button', { name: 'Reload' }).click();
    const reloaded = () =>
      page
        .evaluate(() => (window as unknown as { __sfBeforeReload?: boolean }).__sfBeforeReload !== true && document.readyState === 'complete')
        .catch(() => false);
    await expect.poll(reloaded, { timeout: 30_000, intervals: [500] }).toBe(true);
    // The new version is the active one: nothing waits any more, and it controls the page.
    const newVersionActive = () =>
      page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting === null && registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        })
        .catch(() => false);
    await expect.poll(newVersionActive, { timeout: 30_000, intervals: [500] }).toBe(true);
    await controlled(page);
    await expect(page.getByTestId('sw-update-prompt')).toHaveCount(0);
  } finally {
    writeFileSync(WORKER_FILE, original);
  }
});

/**
 * Chromium decides by itself when to fire `beforeinstallprompt` (installability plus engagement heuristics a test
 * cannot earn), so the test fires the event the browser would, with its prompt() and userChoice, and walks the
 * shop's side: the offer, the browser's dialog asked for, the answer recorded.
 */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed'): Promise<void> {
  await page.waitForFunction(() => document.getElementById('sf-offline-app') !== null, undefined, { timeout: 30_000 });
  await page.evaluate((answer) => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { __sfPrompted: number }).__sfPrompted = 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: answer }),
    });
    window.dispatchEvent(event);
    (window as unknown as { __sfPromptPrevented: boolean }).__sfPromptPrevented = event.defaultPrevented;
  }, outcome);
}

test("the install offer replaces the browser's mini bar; Install asks the browser and an accepted install hides it, Not now dismisses it", async ({ page }) => {
  await page.goto('/');
  await offerInstall(page, 'accepted');
  const offer = page.getByTestId('sw-install-prompt');
  await expect(offer).toContainText('Install the Northbound app: it opens from your home screen, even offline.');
  expect(await page.evaluate(() => (window as unknown as { __sfPromptPrevented: boolean }).__sfPromptPrevented)).toBe(true);
  await expectNoViolations(page, '#sf-offline-app');
  await offer.getByRole('button', { name: 'Install' }).click();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sfPrompted?: number }).__sfPrompted)).toBe(1);

  await page.reload();
  await offerInstall(page, 'dismissed');
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __sfPrompted?: number }).__sfPrompted)).toBeUndefined();
});

test('each brand links a valid web app manifest; the worker is served for root scope', async ({ page, baseURL }) => {
  const names: Record<string, string> = { localhost: 'Northbound', 'kerbside.localhost': 'Kerbside', 'fieldwear.localhost': 'Fieldwear' };
  for (const host of Object.keys(names)) {
    const origin = baseURL!.replace('localhost', host);
    await page.goto(`${origin}/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    // Through the page: the browser resolves *.localhost, Node's resolver may not.
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href!);
    expect(manifest).toMatchObject({ display: 'standalone', start_url: '/', scope: '/' });
    expect(manifest.name).toBe(names[host]);
    const icons = await page.evaluate(
      async (sources: string[]) => Promise.all(sources.map(async (src) => (await fetch(src)).status)),
      (manifest.icons as Array<{ src: string }>).map((icon) => icon.src),
    );
    expect(icons.every((status) => status === 200)).toBe(true);
  }
  const worker = await page.request.get('/sw-emea.js');
  expect(worker.headers()['service-worker-allowed']).toBe('/');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('North American sites register no worker', async ({ page }) => {
  await page.goto('/us-en/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});
