/**
 * Tells a backing service's outage (PostgreSQL unreachable, restarting, out of connections) from a bug, so the error
 * handler can answer 503 with Retry-After and a message a shopper understands instead of a 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** PostgreSQL: admin/crash shutdown, cannot connect now, too many connections; class 08 is connection exceptions. */
const POSTGRES_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const POOL_MESSAGES = [/timeout exceeded when trying to connect/i, /connection terminated/i, /not queryable/i, /Connection is closed/i];

export function isServiceOutage(error: unknown): boolean {
  for (let cause: unknown = error, depth = 0; cause && typeof cause === 'object' && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.has(code) || /^08/.test(code))) return true;
    if (typeof message === 'string' && POOL_MESSAGES.some((pattern) => pattern.test(message))) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page request (not the API) gets a page, not JSON: what a shopper's browser shows while the database is away. */
export function wantsPage(method: string, url: string, accept: string | undefined): boolean {
  return method === 'GET' && !/^\/(api|fapi|payments|healthcheck)\//.test(url) && (accept ?? '').includes('text/html');
}

export function outagePage(path: string, message: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Briefly unavailable</title></head><body><main>',
    `<h1>We will be right back</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(path)}">Try again</a></p>`,
    '</main></body></html>',
  ].join('');
}
