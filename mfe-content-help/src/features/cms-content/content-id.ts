/** A content asset id as it appears in `#content_<id>`: lowercase letters, digits and single dashes. */
export const CONTENT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_CONTENT_ID_LENGTH = 100;

/** The id comes from the URL, so anyone can type anything: check it before it reaches the API. */
export function isValidContentId(id: string): boolean {
  return id.length <= MAX_CONTENT_ID_LENGTH && CONTENT_ID_PATTERN.test(id);
}
