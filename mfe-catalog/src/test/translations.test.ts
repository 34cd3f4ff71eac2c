import { describe, expect, it } from 'vitest';
import en from '../../../infra/server/src/modules/i18n/texts/en/catalog.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/catalog.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/catalog.json';
import it_ from '../../../infra/server/src/modules/i18n/texts/it/catalog.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/catalog.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/catalog.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/catalog.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/catalog.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys without plural suffixes: each language has its own plural forms, but the same texts. */
const baseKeys = (texts: Record<string, string>) => [...new Set(Object.keys(texts).map((key) => key.replace(PLURAL, '')))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('catalog texts', () => {
  const languages = { de, fr, it: it_, es, nl, pl, pt } as Record<string, Record<string, string>>;
  it.each(['en', ...Object.keys(languages)])('%s has every plural form its language needs', (language) => {
    const texts = language === 'en' ? (en as Record<string, string>) : (languages[language] ?? {});
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const pluralKeys = new Set(Object.keys(texts).filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    for (const key of pluralKeys) {
      for (const category of categories) expect(texts[`${key}_${category}`], `${language} ${key}_${category}`).toBeTypeOf('string');
    }
  });

  it.each(Object.keys(languages))('%s has every English key, with the same placeholders', (language) => {
    const texts = languages[language] ?? {};
    expect(baseKeys(texts)).toEqual(baseKeys(en));
    for (const [key, value] of Object.entries(texts)) {
      const english = (en as Record<string, string>)[key] ?? (en as Record<string, string>)[key.replace(PLURAL, '_other')] ?? '';
      expect(placeholders(value), `${language} ${key}`).toEqual(placeholders(english));
    }
  });

  it('uses the exact error phrase of spec §8 for a bad quickshop id', () => {
    expect(en.invalidProductId).toBe('Invalid Product ID');
  });
});
