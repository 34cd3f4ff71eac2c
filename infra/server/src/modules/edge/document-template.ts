/**
 * The shell's built index.html with the contracts DOCUMENT_MARKERS. Production reads it once; development re-reads
 * it per request so a rebuild shows without restarting. A missing build is a state, not a crash.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCUMENT_MARKERS } from '@sf/contracts';
import { escapeHtml, replaceAllLiteral } from './html';

export interface DocumentParts {
  lang: string;
  brand: string;
  head: string;
  state: string;
  /** Server-rendered markup of #root (empty: the browser renders the page). */
  root: string;
}

export function createTemplateLoader(shellDist: string, cache: boolean) {
  let cached: Promise<string | null> | null = null;
  const read = async (): Promise<string | null> => {
    try {
      return await readFile(path.join(shellDist, 'index.html'), 'utf8');
    } catch {
      return null;
    }
  };
  return {
    /** null when the shell has not been built. */
    load(): Promise<string | null> {
      if (!cache) return read();
      cached ??= read().then((template) => {
        // Do not pin "not built" forever: a later build should be picked up.
        if (template === null) cached = null;
        return template;
      });
      return cached;
    },
  };
}

export function fillTemplate(template: string, parts: DocumentParts): string {
  let html = replaceAllLiteral(template, DOCUMENT_MARKERS.head, parts.head);
  html = replaceAllLiteral(html, DOCUMENT_MARKERS.state, parts.state);
  html = replaceAllLiteral(html, DOCUMENT_MARKERS.lang, escapeHtml(parts.lang));
  html = replaceAllLiteral(html, DOCUMENT_MARKERS.brand, escapeHtml(parts.brand));
  // Last, so no marker inside page content is ever replaced.
  return html.replace(DOCUMENT_MARKERS.root, () => `<div id="root">${parts.root}</div>`);
}

/** Served with 503 when shell/dist/index.html is missing. */
export function notBuiltPage(parts: Pick<DocumentParts, 'lang' | 'head'>): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(parts.lang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${parts.head}</head>`,
    '<body><main><h1>The storefront front end is not built yet</h1>',
    '<p>Run <code>npm run build</code> at the repository root, then reload this page. The API is up.</p></main></body>',
    '</html>',
  ].join('\n');
}
