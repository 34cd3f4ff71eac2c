/** Escaping for values interpolated into the HTML document: every dynamic string goes through one of these. */

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/**
 * JSON safe to inline in a <script> element: `<` becomes \u003c so no value can close the script or open a comment,
 * and the line separators U+2028/2029 are escaped for older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Replaces every occurrence literally (String.replace would interpret `$&` and friends inside JSON). */
export function replaceAllLiteral(text: string, marker: string, replacement: string): string {
  return text.split(marker).join(replacement);
}
