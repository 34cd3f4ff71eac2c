/**
 * CMS links are data written by editors: an href is used only when it is a locale-free app path, a #fragment
 * (dialogs, cookie preferences) or an http(s), mailto or tel URL; anything else is dropped and the label shown as text.
 */
const SAFE_ABSOLUTE = /^(https?:|mailto:|tel:)/i;

export function safeHref(href: string): string | null {
  const value = href.trim();
  if (value.startsWith('#')) return value.length > 1 ? value : null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  return SAFE_ABSOLUTE.test(value) ? value : null;
}
