import { describe, expect, it } from 'vitest';
import en from '../../../infra/server/src/modules/i18n/texts/en/cart.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/cart.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/cart.json';
import it_ from '../../../infra/server/src/modules/i18n/texts/it/cart.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/cart.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/cart.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/cart.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/cart.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys without plural suffixes: each language has its own plural forms, but the same texts. */
const baseKeys = (texts: Record<string, string>) => [...new Set(Object.keys(texts).map((key) => key.replace(PLURAL, '')))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('cart texts', () => {
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
});
