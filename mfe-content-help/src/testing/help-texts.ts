import { LANGUAGES, type Language } from '@sf/remote-contract';
import { serverTexts } from '@sf/test-kit/testing';

type TextTree = { [key: string]: string | TextTree };

const flatten = (tree: TextTree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

/** A nested text namespace (help.json has contact.topics.order …) flattened to dotted keys, as the server serves it. */
export function nestedServerTexts(namespace: string): Record<Language, Record<string, string>> {
  const byLanguage = serverTexts(namespace) as unknown as Record<Language, TextTree>;
  return Object.fromEntries(LANGUAGES.map((language) => [language, Object.fromEntries(flatten(byLanguage[language]))])) as Record<
    Language,
    Record<string, string>
  >;
}
