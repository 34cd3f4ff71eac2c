/** The real front-end builds (shell server bundle, remotes' Node entries) copied into a repo fixture, for SSR tests. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentState } from '@sf/contracts';
import { REPO_ROOT } from '../paths';
import { createRepoFixture } from './test-app';

const BUILT_FILES = [
  'shell/dist/index.html',
  'shell/dist/server/render-page.js',
  'mfe-catalog/dist/server/remoteEntry.js',
  'mfe-content-help/dist/server/remoteEntry.js',
  'mfe-cart-checkout/dist/server/remoteEntry.js',
];
export const built = BUILT_FILES.every((file) => existsSync(path.join(REPO_ROOT, file)));

export function fixtureFromBuild(extra: Record<string, string> = {}) {
  const files: Record<string, string> = { ...extra };
  for (const file of BUILT_FILES) files[file] = readFileSync(path.join(REPO_ROOT, file), 'utf8');
  for (const app of ['mfe-catalog', 'mfe-content-help', 'mfe-cart-checkout']) files[`${app}/package.json`] = JSON.stringify({ version: '4.5.6' });
  return createRepoFixture(files);
}

export function stateOf(html: string): DocumentState {
  const json = /<script id="sf-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error('no sf-state script in document');
  return JSON.parse(json) as DocumentState;
}

export const rootOf = (html: string) => /<div id="root">(.*)<\/div>\s*<script id="sf-state"/s.exec(html)?.[1] ?? '';
