/** Matches a locale-free path against contracts ROUTES the way the shell's react-router does, first match wins. */
import { ERROR_STATUSES, ROUTES, type ErrorStatus, type RouteDefinition } from '@sf/contracts';

export type RouteMatch = { kind: 'route'; route: RouteDefinition } | { kind: 'error-page'; status: ErrorStatus } | { kind: 'none' };

function matches(pattern: string, path: string): boolean {
  if (pattern === '/*') return true;
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    // A splat may be empty in react-router: /c/* matches /c as well as /c/women.
    return path === base || path.startsWith(`${base}/`);
  }
  if (!pattern.includes('/:')) return path === pattern || path === `${pattern}/`;
  // A `:param` segment matches one non-empty segment, as in react-router (e.g. /collections/:slug).
  const want = pattern.split('/');
  const have = path.replace(/\/$/, '').split('/');
  return want.length === have.length && want.every((segment, index) => (segment.startsWith(':') ? (have[index] ?? '') !== '' : segment === have[index]));
}

export function matchRoute(path: string): RouteMatch {
  // Static error paths outrank the CMS catch-all, as in the shell.
  const status = ERROR_STATUSES.find((code) => path === `/${code}`);
  if (status) return { kind: 'error-page', status };
  const route = ROUTES.find((candidate) => matches(candidate.path, path));
  return route ? { kind: 'route', route } : { kind: 'none' };
}
