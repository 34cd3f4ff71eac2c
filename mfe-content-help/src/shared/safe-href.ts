/**
 * CMS links are data written by editors, so an href is only used when it is a locale-free app path, a #fragment
 * (dialogs and the cookie-preferences anchor) or an http(s), mailto or tel URL. Anything else (javascript:,
 * data:, protocol-relative //host) is dropped and the label shown as plain text.
 */
const SAFE_ABSOLUTE = /^(https?:|mailto:|tel:)/i;

export function safeHref(href: string): string | null {
  const value = href.trim();
  if (value.startsWith('#')) return value.length > 1 ? value : null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  return SAFE_ABSOLUTE.test(value) ? value : null;
}
