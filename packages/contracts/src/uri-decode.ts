/**
 * decodeURIComponent that never throws: runs of valid %XX escapes are decoded, malformed ones ("%", "%%%bad",
 * "%E0%A4%A", a lone surrogate's escape) stay as they were. A hand-typed or truncated URL fragment or query must never
 * crash the page; whatever reads the value then judges it (an invalid product id, an unknown dialog).
 */
export function safeDecodeURIComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
