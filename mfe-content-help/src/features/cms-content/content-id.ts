/**
 * A content asset id as it appears in `#content_<id>`: lowercase letters, digits and dashes, starting with a letter
 * or digit, at most 64 characters (the same rule the content API applies to `/api/content/assets/:id`).
 */
export const CONTENT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The id comes from the URL, so anyone can type anything: check it before it reaches the API. */
export function isValidContentId(id: string): boolean {
  return CONTENT_ID_PATTERN.test(id);
}
