/**
 * npm run bench: figures for issue targets, printed (not asserted).
 * 1. gzip bytes of JS a first PDP visit loads, split shell / MF runtime / React / remote.
 * 2. The edge's requests per second for a PDP document against a bare Fastify hello-world, as a ratio.
 * 3. p50/p95 of search, suggestions and PLP listings on PGlite and PostgreSQL for 1k/10k/100k products.
 * 4. p50/p95 of add-to-cart and place-order with 50 concurrent shoppers on PGlite and PostgreSQL.
 * 5. p50/p95 of password sign-in and of the account dashboard with 50 concurrent shoppers on both databases.
 * Flags: --suite web,listing,checkout,identity  --sizes 1000,10000,100000  --drivers pglite,postgres  --rounds 3  --shoppers 50
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';
import { attributeGzipBytes, type Part } from './js-weight';
import { startStorefront } from './start-server';
import { printListingTable, runListingBench } from './listing-bench';
import type { BenchDriver } from './listing-databases';
import { printCheckoutTable, runCheckoutBench } from './checkout-bench';
import { printIdentityTable, runIdentityBench } from './identity-bench';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

async function findProductPath(base: string): Promise<string> {
  const site = 'brand=northbound&locale=uk-en';
  const { categories } = (await (await fetch(`${base}/api/catalog/categories?${site}`)).json()) as {
    categories: Array<{ slug: string; productCount: number }>;
  };
  const category = categories.find((entry) => entry.productCount > 0);
  if (!category) throw new Error('no category with products');
  const list = (await (await fetch(`${base}/api/listing/category/${category.slug}?${site}&limit=1`)).json()) as { items: Array<{ path: string }> };
  const path = list.items[0]?.path;
  if (!path) throw new Error(`no product in ${category.slug}`);
  return path;
}

async function measureJs(base: string, pdpPath: string): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
  });
  await page.goto(`${base}${pdpPath}`, { waitUntil: 'networkidle' });
  await page.locator('main [data-slot-state="mounted"]').first().waitFor();
  await browser.close();
  const totals: Record<Part, number> = { shell: 0, 'mf-runtime': 0, react: 0, remote: 0 };
  for (const url of scripts) {
    const code = await (await fetch(url)).text();
    const mapResponse = await fetch(`${url}.map`);
    const parts = attributeGzipBytes(code, mapResponse.ok ? await mapResponse.text() : null, url.includes('/remotes/'));
    for (const part of Object.keys(totals) as Part[]) totals[part] += parts[part];
  }
  const total = Object.values(totals).reduce((sum, value) => sum + value, 0);
  console.log(`\nPDP first visit (${pdpPath}): ${scripts.length} JS files`);
  for (const [part, bytes] of Object.entries(totals)) console.log(`  ${part.padEnd(11)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzip`);
  console.log(`  ${'total'.padEnd(11)} ${(total / 1024).toFixed(1).padStart(7)} KB gzip   (target ≤ 250 KB)`);
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 32, duration: 8, headers: { accept: 'text/html' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function measureEdge(base: string, pdpPath: string): Promise<void> {
  const hello = Fastify();
  hello.get('/', async () => 'hello world');
  await hello.listen({ port: 3201, host: '127.0.0.1' });
  const bare = await requestsPerSecond('http://127.0.0.1:3201/');
  await hello.close();
  const edge = await requestsPerSecond(`${base}${pdpPath}`);
  console.log(`\nEdge PDP document: ${edge.toFixed(0)} req/s; bare Fastify hello-world: ${bare.toFixed(0)} req/s; ratio ${(edge / bare).toFixed(3)}`);
}

const { values: flags } = parseArgs({
  options: {
    suite: { type: 'string', default: 'web,listing,checkout,identity' },
    sizes: { type: 'string', default: '1000,10000,100000' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    rounds: { type: 'string', default: '3' },
    shoppers: { type: 'string', default: '50' },
  },
});
const suites = new Set(flags.suite.split(','));
const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const sizes = list(flags.sizes).map(Number);
const drivers = list(flags.drivers) as BenchDriver[];
if (sizes.some((size) => !Number.isInteger(size) || size < 3) || drivers.some((driver) => driver !== 'pglite' && driver !== 'postgres')) {
  console.error('--sizes takes product counts (e.g. 1000,10000), --drivers pglite and/or postgres');
  process.exit(1);
}

if (suites.has('web')) {
  const server = await startStorefront(3200);
  try {
    const pdpPath = await findProductPath(server.url);
    await measureJs(server.url, pdpPath);
    await measureEdge(server.url, pdpPath);
  } finally {
    server.stop();
  }
}
if (suites.has('listing')) printListingTable(await runListingBench({ sizes, drivers, rounds: Math.max(1, Number(flags.rounds) || 3) }));
if (suites.has('checkout')) {
  printCheckoutTable(await runCheckoutBench({ drivers, shoppers: Math.max(1, Number(flags.shoppers) || 50), rounds: Math.max(1, Number(flags.rounds) || 3) }));
}
if (suites.has('identity')) {
  printIdentityTable(await runIdentityBench({ drivers, shoppers: Math.max(1, Number(flags.shoppers) || 50), rounds: Math.max(1, Number(flags.rounds) || 3) }));
}
