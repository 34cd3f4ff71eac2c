/**
 * First-load JavaScript budgets (issue 13), run after every build (`npm run build`). A page's first load is what a
 * visitor's browser fetches before the page works: the shell's first-load files (shell/dist/first-load.json, from
 * the build's chunk graph), and, from each remote's mf-manifest.json, the remoteEntry.js plus the synchronous
 * chunks of the route's page and of the header widgets. Deferred parts (footer widget until seen, account remote
 * for guests, chat until the first interaction) are not part of it. `npm run bench` measures the same in Chromium.
 * Exits 1 when a page is over its budget in budgets.json. The remotes' other pages are printed without a budget.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const gzipKb = new Map();
const sizeOf = (file) => {
  if (!gzipKb.has(file)) gzipKb.set(file, gzipSync(readFileSync(file), { level: 9 }).length / 1024);
  return gzipKb.get(file);
};

function remoteFiles(remote, module) {
  const dist = path.join(root, remote, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const expose = manifest.exposes.find((entry) => entry.path === module);
  if (!expose) throw new Error(`${remote} does not expose ${module}`);
  return [path.join(dist, manifest.metaData.remoteEntry.name), ...expose.assets.js.sync.map((file) => path.join(dist, file))];
}

const shellDist = path.join(root, 'shell', 'dist');
const shellFiles = JSON.parse(readFileSync(path.join(shellDist, 'first-load.json'), 'utf8')).files.map((file) => path.join(shellDist, file));
const widgetFiles = budgets.widgets.flatMap((widget) => remoteFiles(widget.remote, widget.module));

let over = 0;
console.log('First-load JavaScript per page, KB gzip (budgets.json)');
for (const [name, page] of Object.entries(budgets.pages)) {
  const seen = (page.alsoSeen ?? []).flatMap((widget) => remoteFiles(widget.remote, widget.module));
  const files = new Set([...shellFiles, ...widgetFiles, ...remoteFiles(page.remote, page.module), ...seen]);
  const total = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
  const fits = total <= page.budgetKb;
  if (!fits) over += 1;
  const target = page.targetKb ? `; target ${page.targetKb}: ${total <= page.targetKb ? 'met' : `${(total - page.targetKb).toFixed(1)} over`}` : '';
  console.log(`  ${name.padEnd(9)} ${total.toFixed(1).padStart(6)} of ${String(page.budgetKb).padStart(3)}  ${fits ? 'ok' : 'OVER BUDGET'}${target}`);
}
// Issue 13: every other page reports its figure (no budget): each remote's exposed pages as a first visit, with the
// header's search box (checkout hides the header, so its figure is an upper bound).
const budgeted = new Set(Object.values(budgets.pages).map((page) => `${page.remote} ${page.module}`));
console.log('Other pages, reported without a budget');
for (const remote of ['mfe-catalog', 'mfe-cart-checkout', 'mfe-account', 'mfe-content-help']) {
  const manifest = JSON.parse(readFileSync(path.join(root, remote, 'dist', 'mf-manifest.json'), 'utf8'));
  const pages = manifest.exposes.filter((entry) => /Page$/.test(entry.path) && !budgeted.has(`${remote} ${entry.path}`));
  const figures = pages.map((expose) => {
    const files = new Set([...shellFiles, ...widgetFiles, ...remoteFiles(remote, expose.path)]);
    return `${expose.path.slice(2)} ${[...files].reduce((sum, file) => sum + sizeOf(file), 0).toFixed(1)}`;
  });
  console.log(`  ${remote}: ${figures.join(' · ')}`);
}
if (over > 0) {
  console.error(`${over} page(s) over their first-load budget: see what the change added (npm run bench splits it), or cut it.`);
  process.exit(1);
}
