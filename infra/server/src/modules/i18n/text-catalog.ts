/**
 * Loads UI texts from texts/<language>/<namespace>.json (front-end teams own their namespace files) and flattens
 * nested keys to `<namespace>.<key.path>`, the shape of LocalePayload.texts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@sf/remote-contract';

export const TEXTS_DIR = fileURLToPath(new URL('./texts', import.meta.url));

type TextTree = { [key: string]: string | TextTree };

function flatten(tree: TextTree, prefix: string, into: Record<string, string>): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const fullKey = `${prefix}.${key}`;
    if (typeof value === 'string') into[fullKey] = value;
    else if (value && typeof value === 'object') flatten(value, fullKey, into);
    else throw new Error(`Text ${fullKey} must be a string or an object`);
  }
  return into;
}

export function namespacesOf(language: Language, dir: string = TEXTS_DIR): string[] {
  return readdirSync(path.join(dir, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

export function readNamespace(language: Language, namespace: string, dir: string = TEXTS_DIR): Record<string, string> {
  const file = path.join(dir, language, `${namespace}.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as TextTree;
  return flatten(tree, namespace, {});
}

export function readTexts(language: Language, dir: string = TEXTS_DIR): Record<string, string> {
  return Object.assign({}, ...namespacesOf(language, dir).map((namespace) => readNamespace(language, namespace, dir))) as Record<string, string>;
}
