export type MissingKeyHandler = (languages: readonly string[], namespace: string, key: string) => void;

/**
 * Warns once per key, so a missing key rendered in a list does not flood the console. The visible fallback stays
 * the key itself (i18next's default), which makes gaps easy to spot on the page.
 */
export function createMissingKeyWarner(warn: (message: string) => void = (message) => console.warn(message)): MissingKeyHandler {
  const warned = new Set<string>();
  return (languages, _namespace, key) => {
    if (warned.has(key)) return;
    warned.add(key);
    warn(`[i18n] Missing translation "${key}" for ${languages.join(', ')}`);
  };
}
