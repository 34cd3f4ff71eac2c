/**
 * npm run bench: figures for issue targets, printed (not asserted).
 * 1. web: Lighthouse lab figures for home, category, product, cart and search; gzip JS each page's first visit loads
 *    (shell / MF runtime / React / remote); a cached anonymous page against a bare Fastify route (ratio); an uncached
 *    product page render at 20 concurrent visitors (p50/p95). `--lighthouse off` skips Lighthouse.
 * 2. p50/p95 of search, suggestions and PLP listings on PGlite and PostgreSQL for 1k/10k/100k products.
 * 3. p50/p95 of add-to-cart and place-order with 50 concurrent shoppers on PGlite and PostgreSQL.
 * 4. p50/p95 of password sign-in and of the account dashboard with 50 concurrent shoppers on both databases.
 * 5. The image pipeline: a PDP photo's variant made cold vs served warm, and its bytes as AVIF, WebP and JPEG.
 * 6. Analytics ingest: events per second accepted by POST /api/analytics/events (batches of 20, 32 senders, 8 s), with
 *    the server's peak RSS and CPU per 1,000 events, on PGlite and PostgreSQL.
 * 7. Feature flags (issue 24): evaluation p95 (µs) and the SSE fan-out of one change to 1,000 streams (delivery p95).
 * 8. Reviews (issue 25): review list p95 on a product with 5,000 reviews (first page, most helpful, one star rating) on
 *    PGlite and PostgreSQL, and the seconds the review seed adds to a fresh PGlite start.
 * 9. Stores (issue 25): nearest-store search p95 over 2,000 stores on PGlite and PostgreSQL.
 * 10. Precache size per site (issue 26): what the EMEA service worker stores at install, per brand and country site.
 * 11. Releases (issue 26): time to publish a remote release and from promote to the first page served with it.
 * 12. Chat bot (issue 27): share of the written questions answered with the right help article per language, and
 *     the reply time p50/p95, in process (no server).
 * 13. Chat (issue 27): message round-trip p50/p95 with 500 concurrent conversations over two server instances through
 *     Redis (shoppers on A, agents on B), with each server's peak RSS and CPU; needs PostgreSQL and Redis.
 * Flags: --suite web,listing,checkout,identity,images,ingest,flags,reviews,stores,precache,releases,chat-bot,chat  --sizes 1000,10000,100000  --drivers pglite,postgres  --rounds 3  --shoppers 50  --lighthouse on|off
 *   --repeat 1: checkout runs per driver (each with its own server), with each column's median when more than one
 *   --server-node-args="--cpu-prof --cpu-prof-dir=/tmp/profiles": node flags for the checkout suite's server process
 *   --chat-agents 100: the chat suite's agents on instance B (one console socket each, the 500 conversations shared out)
 */
import { parseArgs } from 'node:util';
import { runWebBench } from './web-bench';
import { printListingTable, runListingBench } from './listing-bench';
import type { BenchDriver } from './listing-databases';
import { printCheckoutTable, runCheckoutBench } from './checkout-bench';
import { printIdentityTable, runIdentityBench } from './identity-bench';
import { printImageFigures, runImageBench } from './image-bench';
import { printFlagsFigures, runFlagsBench } from './flags-bench';
import { printIngestTable, runIngestBench } from './ingest-bench';
import { printReviewsFigures, runReviewsBench } from './reviews-bench';
import { printStoresTable, runStoresBench } from './stores-bench';
import { printPrecacheFigures } from './precache-bench';
import { printReleasesFigures, runReleasesBench } from './releases-bench';
import { printChatBotFigures, runChatBotBench } from './chat-bot-bench';
import { printChatFigures, runChatBench } from './chat-bench';

const { values: flags } = parseArgs({
  options: {
    suite: { type: 'string', default: 'web,listing,checkout,identity,images,ingest,flags,reviews,stores,precache,releases,chat-bot,chat' },
    sizes: { type: 'string', default: '1000,10000,100000' },
    drivers: { type: 'string', default: 'pglite,postgres' },
    rounds: { type: 'string', default: '3' },
    shoppers: { type: 'string', default: '50' },
    lighthouse: { type: 'string', default: 'on' },
    'server-node-args': { type: 'string', default: '' },
    repeat: { type: 'string', default: '1' },
    'chat-agents': { type: 'string', default: '100' },
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

if (suites.has('web')) await runWebBench({ lighthouse: flags.lighthouse !== 'off' });
if (suites.has('listing')) printListingTable(await runListingBench({ sizes, drivers, rounds: Math.max(1, Number(flags.rounds) || 3) }));
if (suites.has('checkout')) {
  const serverNodeArgs = flags['server-node-args'].split(' ').filter(Boolean);
  printCheckoutTable(
    await runCheckoutBench({
      drivers,
      shoppers: Math.max(1, Number(flags.shoppers) || 50),
      rounds: Math.max(1, Number(flags.rounds) || 3),
      serverNodeArgs,
      repeat: Math.max(1, Number(flags.repeat) || 1),
    }),
  );
}
if (suites.has('identity')) {
  printIdentityTable(await runIdentityBench({ drivers, shoppers: Math.max(1, Number(flags.shoppers) || 50), rounds: Math.max(1, Number(flags.rounds) || 3) }));
}
if (suites.has('images')) printImageFigures(await runImageBench());
if (suites.has('ingest')) printIngestTable(await runIngestBench({ drivers, senders: 32, seconds: 8 }));
if (suites.has('flags')) printFlagsFigures(await runFlagsBench());
if (suites.has('reviews')) printReviewsFigures(await runReviewsBench({ drivers }));
if (suites.has('stores')) printStoresTable(await runStoresBench({ drivers }));
if (suites.has('precache')) printPrecacheFigures();
if (suites.has('releases')) printReleasesFigures(await runReleasesBench());
if (suites.has('chat-bot')) printChatBotFigures(await runChatBotBench());
if (suites.has('chat')) printChatFigures(await runChatBench({ agents: Math.max(1, Number(flags['chat-agents']) || 100) }));
