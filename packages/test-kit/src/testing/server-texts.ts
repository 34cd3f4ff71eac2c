import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@sf/remote-contract';

const TEXTS_PATH = 'infra/server/src/modules/i18n/texts';

/** The server's text folder, found from the workspace a test runs in (jsdom gives modules no file: URL). */
function textsDir(): string {
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, TEXTS_PATH))) return path.join(dir, TEXTS_PATH);
    if (path.dirname(dir) === dir) throw new Error(`${TEXTS_PATH} not found above ${process.cwd()}`);
  }
}

/**
 * One text namespace in every language, read from the files the server serves (infra/server i18n module), so a
 * test fails when a key is missing or misspelled. Keys as in the file (`<key>`, without the namespace).
 */
export function serverTexts(namespace: string): Record<Language, Record<string, string>> {
  const dir = textsDir();
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, JSON.parse(readFileSync(path.join(dir, language, `${namespace}.json`), 'utf8')) as Record<string, string>]),
  ) as Record<Language, Record<string, string>>;
}
