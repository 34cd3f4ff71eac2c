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

/**
 * The document around #root's children, for streaming: `before` (up to and with `<div id="root">`) can be sent as
 * soon as the head is known; `after` (from `</div>`, with the state script, which says whether the server rendered
 * the page) once the render is done. Page content never passes through a marker replacement.
 */
export interface DocumentFrame {
  before: string;
  /** False for a template without the #root marker (a bare test page): root markup has nowhere to go. */
  hasRoot: boolean;
  after(state: string): string;
}

export function documentFrame(template: string, parts: Omit<DocumentParts, 'root' | 'state'>): DocumentFrame {
  let html = replaceAllLiteral(template, DOCUMENT_MARKERS.head, parts.head);
  html = replaceAllLiteral(html, DOCUMENT_MARKERS.lang, escapeHtml(parts.lang));
  html = replaceAllLiteral(html, DOCUMENT_MARKERS.brand, escapeHtml(parts.brand));
  const root = html.indexOf(DOCUMENT_MARKERS.root);
  const state = html.indexOf(DOCUMENT_MARKERS.state);
  if (state !== -1 && root > state) throw new Error('shell index.html: the state marker must follow the #root marker');
  // Split at #root, or where the state goes when there is no #root; the state marker is always in the tail.
  const cut = root !== -1 ? root : state !== -1 ? state : html.length;
  const before = root !== -1 ? `${html.slice(0, cut)}<div id="root">` : html.slice(0, cut);
  const tail = root !== -1 ? `</div>${html.slice(cut + DOCUMENT_MARKERS.root.length)}` : html.slice(cut);
  return { before, hasRoot: root !== -1, after: (stateScript) => replaceAllLiteral(tail, DOCUMENT_MARKERS.state, stateScript) };
}

export function fillTemplate(template: string, parts: DocumentParts): string {
  const frame = documentFrame(template, parts);
  return `${frame.before}${frame.hasRoot ? parts.root : ''}${frame.after(parts.state)}`;
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

/** Spec §2: a crawler asking for an error page gets its status and head, never the error page's body. */
export function crawlerErrorPage(parts: Pick<DocumentParts, 'lang' | 'head'>): string {
  return ['<!doctype html>', `<html lang="${escapeHtml(parts.lang)}">`, `<head><meta charset="utf-8">${parts.head}</head>`, '<body></body>', '</html>'].join(
    '\n',
  );
}
