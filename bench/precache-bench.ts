/**
 * Issue 26: what the EMEA service worker stores when it installs, per site. Read from the build's precache report
 * (shell/dist/sw-precache.json, written by `npm run build:sw`) plus the worker itself and the offline pages it caches
 * at install (every EMEA site of the brand's). North American sites register no worker: nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { BRAND_KEYS, LOCALE_CODES, LOCALES } from '@sf/remote-contract';
import { offlinePageHtml } from '../infra/server/src/modules/edge/offline-page';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../shell/dist');

interface PrecacheReport {
  count: number;
  bytes: number;
  gzipBytes: number;
  entries: Array<{ url: string; bytes: number; gzipBytes: number }>;
}

export function printPrecacheFigures(): void {
  const report = JSON.parse(readFileSync(path.join(dist, 'sw-precache.json'), 'utf8')) as PrecacheReport;
  const worker = readFileSync(path.join(dist, 'sw-emea.js'));
  const shell = report.entries.filter((entry) => entry.url.startsWith('/static/shell/'));
  const remotes = report.entries.filter((entry) => entry.url.startsWith('/remotes/'));
  const sum = (entries: PrecacheReport['entries'], key: 'bytes' | 'gzipBytes') => entries.reduce((total, entry) => total + entry[key], 0);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const emea = LOCALE_CODES.filter((code) => LOCALES[code].region === 'EMEA');
  const localePaths = { strategy: 'prefix_except_default', defaultLocale: 'uk-en' } as const;
  console.log('\nPrecache size per site (issue 26): KB stored at install, raw / gzip on the wire');
  console.log('site               files  shell JS        remote entries  offline pages  worker         total');
  for (const brand of BRAND_KEYS) {
    const pages = emea.map((locale) => Buffer.from(offlinePageHtml(brand, locale, localePaths)));
    const pageBytes = pages.reduce((total, page) => total + page.length, 0);
    const pageGzip = pages.reduce((total, page) => total + gzipSync(page).length, 0);
    const raw = report.bytes + pageBytes + worker.length;
    const gzip = report.gzipBytes + pageGzip + gzipSync(worker).length;
    for (const locale of LOCALE_CODES) {
      const site = `${brand}/${locale}`.padEnd(19);
      if (LOCALES[locale].region !== 'EMEA') {
        console.log(`${site}—      no worker (North America)`);
        continue;
      }
      console.log(
        `${site}${String(report.count + pages.length + 1).padEnd(7)}${`${kb(sum(shell, 'bytes'))} / ${kb(sum(shell, 'gzipBytes'))}`.padEnd(16)}${`${kb(sum(remotes, 'bytes'))} / ${kb(sum(remotes, 'gzipBytes'))}`.padEnd(16)}${`${kb(pageBytes)} / ${kb(pageGzip)}`.padEnd(15)}${`${kb(worker.length)} / ${kb(gzipSync(worker).length)}`.padEnd(15)}${kb(raw)} / ${kb(gzip)}`,
      );
    }
  }
}
