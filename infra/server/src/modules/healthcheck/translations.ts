/** /healthcheck/translations: per language, key counts per namespace and the keys English has that it lacks. */
import { LANGUAGES, type Language } from '@sf/remote-contract';
import type { HealthcheckTranslations } from '@sf/contracts/api';

/** i18next plural forms: English has _one/_other, Polish _one/_few/_many/_other; a key counts once by its base. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

export interface TextSource {
  namespacesOf(language: Language): string[];
  readNamespace(language: Language, namespace: string): Record<string, string>;
}

export function translationReport(source: TextSource): HealthcheckTranslations {
  const english = new Map(source.namespacesOf('en').map((namespace) => [namespace, new Set(Object.keys(source.readNamespace('en', namespace)).map(baseKey))]));
  return {
    reference: 'en',
    languages: LANGUAGES.map((language) => {
      const own = new Set(source.namespacesOf(language));
      const namespaces = [...english].map(([namespace, englishKeys]) => {
        const keys = own.has(namespace) ? Object.keys(source.readNamespace(language, namespace)) : [];
        const present = new Set(keys.map(baseKey));
        return { namespace, keys: keys.length, missing: [...englishKeys].filter((key) => !present.has(key)).sort() };
      });
      return { language, keys: namespaces.reduce((sum, namespace) => sum + namespace.keys, 0), namespaces };
    }),
  };
}
