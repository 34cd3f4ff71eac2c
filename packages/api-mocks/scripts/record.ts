/**
 * `npm run mocks:record`: starts the real server on a fresh embedded database (migrated and seeded as on first
 * `npm start`), asks it every endpoint of MOCK_ENDPOINTS as a guest of northbound uk-en, checks each answer against
 * its contract schema and writes it to fixtures/<endpoint id>.json. Run it after an API or seed change, then review
 * the fixtures' diff like code.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MOCK_ENDPOINT_IDS, MOCK_ENDPOINTS } from '../src/endpoints';
import { RECORDED_SITE } from '../src/recorded-site';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const fixturesDir = path.resolve(here, '../fixtures');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

async function waitUntilUp(origin: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/healthcheck/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server at ${origin} did not come up`);
}

async function getJson(origin: string, target: string): Promise<unknown> {
  const url = new URL(target, origin);
  url.searchParams.set('brand', RECORDED_SITE.brand);
  url.searchParams.set('locale', RECORDED_SITE.locale);
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${url.pathname}${url.search} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Values the recorded requests need, taken from earlier answers, so the fixtures always agree with each other. */
async function placeholders(origin: string): Promise<Record<string, string>> {
  const { categories } = MOCK_ENDPOINTS['catalog-categories'].schema.parse(await getJson(origin, '/api/catalog/categories'));
  const category = categories.find((entry) => entry.parentId !== null && entry.productCount > 0);
  if (!category) throw new Error('the seed has no category with products');
  const collections = (await getJson(origin, '/api/collections')) as { collections: Array<{ slug: string }> };
  const listing = MOCK_ENDPOINTS['catalog-listing'].schema.parse(await getJson(origin, `/api/listing/category/${category.slug}`));
  const first = listing.items[0];
  if (!first || !collections.collections[0]) throw new Error('the seed has no products or no collections');
  const { topics } = MOCK_ENDPOINTS['help-topics'].schema.parse(await getJson(origin, '/api/help/topics'));
  const topic = topics.find((entry) => entry.articleCount > 0);
  const article = topic && MOCK_ENDPOINTS['help-topic'].schema.parse(await getJson(origin, `/api/help/topics/${topic.slug}`)).articles[0];
  if (!topic || !article) throw new Error('the seed has no help topic with articles');
  return {
    category: category.slug,
    topCategory: category.slug.split('/')[0] ?? category.slug,
    collection: collections.collections[0].slug,
    productId: first.productId,
    productIds: listing.items
      .slice(0, 12)
      .map((item) => item.productId)
      .join(','),
    helpTopic: topic.slug,
    helpArticle: article.slug,
  };
}

async function record(origin: string): Promise<void> {
  const values = await placeholders(origin);
  for (const id of MOCK_ENDPOINT_IDS) {
    const endpoint = MOCK_ENDPOINTS[id];
    const target = endpoint.record.replace(/\$(\w+)/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`${id}: no value for $${name}`);
      return value;
    });
    const answer = await getJson(origin, target);
    const checked = endpoint.schema.safeParse(answer);
    if (!checked.success) throw new Error(`${id}: the server's answer does not match its schema: ${checked.error.message}`);
    // The raw answer is kept (not the parsed one), so a field the schema does not know yet still shows in the diff.
    writeFileSync(path.join(fixturesDir, `${id}.json`), `${JSON.stringify(answer, null, 2)}\n`);
    console.log(`recorded ${id} <- GET ${target}`);
  }
}

/** Always the embedded, freshly seeded database: a developer's own DATABASE_URL or Redis would record their data. */
function withoutDatabase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...rest } = env;
  return rest;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-mocks-record-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: path.join(repoRoot, 'infra/server'),
  env: { ...withoutDatabase(process.env), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: origin, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  await waitUntilUp(origin, Date.now() + 120_000);
  await record(origin);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
