/**
 * Shared frame of the test provider's iframe pages (card form, 3-D Secure challenge): its own strict CSP with a
 * per-response nonce, no framework, texts from the cart namespace in the `lang` of the query.
 */
import { randomBytes } from 'node:crypto';
import { LANGUAGES, LOCALES, type Language, type LocaleCode } from '@sf/remote-contract';
import type { FastifyReply } from 'fastify';
import { readNamespace } from '../i18n';

const texts = new Map<Language, Record<string, string>>();

/** `lang` may be a language (de) or a locale code (de-de); anything else falls back to English. */
export function languageOf(lang: string | undefined): Language {
  if (!lang) return 'en';
  if ((LANGUAGES as readonly string[]).includes(lang)) return lang as Language;
  return LOCALES[lang as LocaleCode]?.language ?? 'en';
}

export function providerTexts(language: Language): (key: string, values?: Record<string, string>) => string {
  let loaded = texts.get(language);
  if (!loaded) {
    loaded = readNamespace(language, 'cart');
    texts.set(language, loaded);
  }
  const table = loaded;
  return (key, values = {}) => Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), table[`cart.psp.${key}`] ?? key);
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** JSON safe inside a <script type="application/json"> element. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
*{box-sizing:border-box}body{margin:0;padding:4px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#fff}
h1{font-size:1.125rem;margin:0 0 .75rem}p{margin:0 0 .75rem}.field{margin:0 0 .875rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b6b6b;border-radius:4px;background:#fff;color:#1a1a1a}
input[aria-invalid=true]{border-color:#b3261e;border-width:2px}
input:focus-visible,button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.row{display:flex;gap:.75rem}.row .field{flex:1}
.error{color:#b3261e;font-size:.875rem;margin:.25rem 0 0;min-height:0}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border-radius:4px;border:2px solid #1a1a1a;background:#1a1a1a;color:#fff;cursor:pointer;min-height:44px}
button.secondary{background:#fff;color:#1a1a1a}button[disabled]{opacity:.6;cursor:wait}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}.note{font-size:.875rem;color:#4a4a4a}
.status{margin:.75rem 0 0;font-weight:600}
details{margin:1rem 0 0;font-size:.875rem}code{font-size:.875rem}ul{padding-left:1.25rem;margin:.5rem 0}`;

export interface ProviderPage {
  language: Language;
  title: string;
  body: string;
  script: string;
  config: unknown;
  /** Extra origin allowed to frame the page (the public URL), besides our own. */
  frameOrigin: string;
}

export function sendProviderPage(reply: FastifyReply, page: ProviderPage): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${page.frameOrigin}`,
  ].join('; ');
  // The frame sits inside the checkout page, which owns the one main landmark: no <main> here (axe landmark-unique).
  const html = `<!doctype html>
<html lang="${page.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<div class="psp">
${page.body}
</div>
<script type="application/json" id="psp-config">${inlineJson(page.config)}</script>
<script nonce="${nonce}">${page.script}</script>
</body>
</html>`;
  return reply
    .header('Content-Security-Policy', csp)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}
