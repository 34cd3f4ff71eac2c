/**
 * Issue 26: a remote released on its own. A copy of the catalogue's build with one line added to its remoteEntry.js
 * (it marks <html data-catalog-release>) is published through the deploy command and promoted through the internal
 * API while a page is open: the page switches on its next navigation, without a server restart; a roll back and a
 * broken release (rolled back by itself) follow; a preview link shows the banner and the preview's catalogue to one
 * browser context while another sees production. A catalogue built from other sources and released alone shares the
 * shell's React and contracts, and a release built against other contract shapes is refused at publish.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { addOperatorSession, expect, test } from './fixtures';
import { probeSingletons, singletonCounts } from './singleton-probe';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGE = '/c/men';

test.describe.configure({ mode: 'serial' });

/** Publishes a copy of mfe-catalog/dist (patched by `patch`) with the deploy command; returns the release id. */
function publishCopy(baseURL: string, patch: (dist: string) => void): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'sf-e2e-catalog-'));
  try {
    cpSync(path.join(repoRoot, 'mfe-catalog', 'dist'), dist, { recursive: true });
    patch(dist);
    return publishDist(baseURL, dist);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

/** The deploy command on a build folder of the catalogue; returns the release id. */
function publishDist(baseURL: string, dist: string): string {
  const output = execFileSync(
    'node',
    ['--import', 'tsx', 'infra/server/src/deploy/deploy-remote.ts', '--remote', 'mfe-catalog', '--no-build', '--dist', dist, '--server', baseURL],
    { cwd: repoRoot, env: { ...process.env, ARTEFACT_DIR: process.env.E2E_ARTEFACT_DIR }, encoding: 'utf8' },
  );
  const id = /release ([0-9a-f-]{36})/.exec(output)?.[1];
  if (!id) throw new Error(`no release id in: ${output}`);
  return id;
}

/**
 * Builds the catalogue from other sources, as a later commit would be built: a copy of mfe-catalog whose package
 * version and category page differ (the page marks <html data-catalog-build>), built with the repository's build
 * config into a folder of its own. Chunk ids and content hashes are all new; the shared libraries are its own
 * fallbacks unless the runtime hands it the shell's. Returns the copy's folder (its dist is the build).
 */
function buildCatalogueFromOtherSources(marker: string): string {
  const parent = path.join(repoRoot, '.e2e-builds');
  mkdirSync(parent, { recursive: true });
  const copy = mkdtempSync(path.join(parent, 'mfe-catalog-'));
  cpSync(path.join(repoRoot, 'mfe-catalog'), copy, { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  const pkgFile = path.join(copy, 'package.json');
  writeFileSync(pkgFile, readFileSync(pkgFile, 'utf8').replace(/"version": "[^"]+"/, '"version": "0.2.0"'));
  appendFileSync(
    path.join(copy, 'src', 'exposes', 'category-page.tsx'),
    `\nif (typeof document !== 'undefined') document.documentElement.dataset.catalogBuild = ${JSON.stringify(marker)};\n`,
  );
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], { cwd: copy, stdio: 'pipe' });
  return copy;
}

const marked = (marker: string) => (dist: string) =>
  appendFileSync(path.join(dist, 'remoteEntry.js'), `\n;document.documentElement.dataset.catalogRelease = ${JSON.stringify(marker)};\n`);

/** What a shopper's next click does after a deploy: the build watch notices (tab shown again), the click reloads. */
async function nextNavigation(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForTimeout(500);
  const link = page.locator('main a[href*="/p/"]').first();
  await link.click();
  await page.waitForURL(/\/p\//);
  await page.waitForLoadState('load');
}

test('a promoted catalogue release reaches an open page on its next navigation; a roll back returns it', async ({ page, operatorSession, baseURL }) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  await addOperatorSession(page, operatorSession);
  await page.goto(PAGE);
  await expect(page.locator('html')).not.toHaveAttribute('data-catalog-release');

  const releaseId = publishCopy(baseURL, marked('e2e-1'));
  expect((await page.request.post(`/fapi/internal/releases/${releaseId}/promote`)).status()).toBe(200);
  await nextNavigation(page);
  await expect(page.locator('html')).toHaveAttribute('data-catalog-release', 'e2e-1');

  expect((await page.request.post('/fapi/internal/remotes/mfe_catalog/rollback')).status()).toBe(200);
  await page.goBack();
  await nextNavigation(page);
  await expect(page.locator('html')).not.toHaveAttribute('data-catalog-release');
});

test("a catalogue built from other sources and released alone shares the shell's React and contracts: one copy each", async ({
  page,
  operatorSession,
  baseURL,
}) => {
  test.setTimeout(180_000);
  if (!baseURL) throw new Error('no baseURL');
  const copy = buildCatalogueFromOtherSources('other-commit');
  try {
    await addOperatorSession(page, operatorSession);
    const releaseId = publishDist(baseURL, path.join(copy, 'dist'));
    expect((await page.request.post(`/fapi/internal/releases/${releaseId}/promote`)).status()).toBe(200);
    await probeSingletons(page);
    await page.goto('/');
    await page.locator('main a[href*="/c/"]').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-catalog-build', 'other-commit');
    await page.locator('main a[href*="/p/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The footer's content-help remote is still the monorepo's build: two remotes built from different sources.
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer [data-remote="mfe_content_help"]')).toHaveAttribute('data-slot-state', 'mounted');
    expect(await singletonCounts(page)).toEqual({ reactRenderers: [expect.any(String)], contracts: 1, remoteContract: 1 });
  } finally {
    await page.request.post('/fapi/internal/remotes/mfe_catalog/rollback');
    rmSync(copy, { recursive: true, force: true });
  }
});

test('a catalogue release built against other shapes of the contract is refused at publish, naming each mismatch', async ({
  page,
  operatorSession,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  await addOperatorSession(page, operatorSession);
  const before = (await (await page.request.get('/fapi/internal/releases')).json()) as { remotes: { remote: string; releases: unknown[] }[] };
  const changedLine = '{ lineId: string; productId: string; quantity: number }';
  let refusal = '';
  try {
    publishCopy(baseURL, (dist) => {
      const file = path.join(dist, 'contract.json');
      const contract = JSON.parse(readFileSync(file, 'utf8')) as { version: string; uses: { events: Record<string, string> } };
      contract.version = '2.0.0';
      contract.uses.events['cart:item-added'] = changedLine;
      writeFileSync(file, JSON.stringify(contract));
    });
  } catch (error) {
    refusal = String((error as { stderr?: string }).stderr ?? error);
  }
  // The deploy command prints the server's message as it is: `… 409 the release does not fit …`.
  expect(refusal).toContain(": 409 the release does not fit this storefront's contract");
  expect(refusal).toContain(`event "cart:item-added": the release expects ${changedLine}, this storefront has {`);
  expect(refusal).toContain('the release was built against 2.0.0');
  const after = (await (await page.request.get('/fapi/internal/releases')).json()) as typeof before;
  const count = (overview: typeof before) => overview.remotes.find((remote) => remote.remote === 'mfe_catalog')?.releases.length;
  expect(count(after)).toBe(count(before));
});

test('a release whose remote entry does not answer is rolled back by itself', async ({ page, operatorSession, baseURL }) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  await addOperatorSession(page, operatorSession);
  const broken = publishCopy(baseURL, (dist) => rmSync(path.join(dist, 'remoteEntry.js')));
  expect((await page.request.post(`/fapi/internal/releases/${broken}/promote`)).status()).toBe(200);
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/fapi/remotes')).json()) as { remotes: { name: string; manifestUrl: string }[] }).remotes.find(
          (remote) => remote.name === 'mfe_catalog',
        )?.manifestUrl,
      { timeout: 15_000 },
    )
    .toBe('/remotes/mfe-catalog/mf-manifest.json');
  const overview = (await (await page.request.get('/fapi/internal/releases')).json()) as { events: { action: string; operator: string }[] };
  expect(overview.events[0]).toMatchObject({ action: 'auto-rollback', operator: 'health-check' });
  await page.goto(PAGE);
  await expect(page.locator('main a[href*="/p/"]').first()).toBeVisible();
});

test('a preview link shows the banner and the preview catalogue to one browser only', async ({ page, browser, operatorSession, baseURL }) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error('no baseURL');
  await addOperatorSession(page, operatorSession);
  const releaseId = publishCopy(baseURL, marked('e2e-preview'));
  const created = await page.request.post('/fapi/internal/previews', { data: { pullRequest: 77, releaseIds: [releaseId], ttlHours: 1 } });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: string };

  const reviewer = await browser.newContext();
  const shopper = await browser.newContext();
  try {
    const reviewerPage = await reviewer.newPage();
    await reviewerPage.goto(new URL(link).pathname + new URL(link).search);
    await reviewerPage.goto(PAGE);
    await expect(reviewerPage.getByTestId('preview-banner')).toContainText('#77');
    await expect(reviewerPage.locator('html')).toHaveAttribute('data-catalog-release', 'e2e-preview');

    const shopperPage = await shopper.newPage();
    await shopperPage.goto(PAGE);
    await expect(shopperPage.locator('main a[href*="/p/"]').first()).toBeVisible();
    await expect(shopperPage.getByTestId('preview-banner')).toHaveCount(0);
    await expect(shopperPage.locator('html')).not.toHaveAttribute('data-catalog-release');

    // The way out: the cookie is cleared and the reviewer sees production again.
    await reviewerPage.getByRole('link', { name: 'Leave the preview' }).click();
    await reviewerPage.waitForLoadState('load');
    await reviewerPage.goto(PAGE);
    await expect(reviewerPage.getByTestId('preview-banner')).toHaveCount(0);
  } finally {
    await reviewer.close();
    await shopper.close();
  }
});
