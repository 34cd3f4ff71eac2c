import { getLocalePayload } from '@sf/i18n';

/**
 * Spec §2 rule 3 in the browser: the canonical (route-table) path of a locale-free path that may be a local alias of
 * the active language (/hilfe → /help). Read back from the locale payload's `urls` (the document inlines them), so
 * the alias table of every language (contracts LOCALIZED_ALIASES) is not in first-load JavaScript.
 */
export function canonicalPath(path: string): string {
  const urls = getLocalePayload()?.urls;
  if (!urls) return path;
  const bare = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  for (const canonical in urls) if (urls[canonical] === bare && canonical !== bare) return canonical;
  return path;
}
