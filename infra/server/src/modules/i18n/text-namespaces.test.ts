import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_TEXT_NAMESPACES, type RemoteName, SHELL_TEXT_NAMESPACES, textNamespacesOf } from '@sf/remote-contract';
import { REMOTE_EXPOSES, REMOTE_FOLDERS } from '@sf/remote-contract/remote-modules';
import { namespacesOf, readTexts } from './text-catalog';

/**
 * A document inlines only the text namespaces its first screen's modules declare (contracts `textNamespacesOf`), and a
 * module fetches only its declared ones before it mounts: a key from an undeclared namespace would show as the raw
 * key. This reads every exposed module's sources (its relative imports, followed) for text keys and checks them.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const namespaces = new Set(namespacesOf('en'));
const english = readTexts('en');
// Keys as code names them: a plural's base (`count_one`, `count_other` → `count`) as well as every key itself.
const knownKeys = new Set(Object.keys(english).flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]));
// A quoted string or template literal that starts with a namespace and a dot: `t('stores.title')`, a key table entry.
const KEY_LITERAL = /['`]([a-z][a-z-]*)\.([A-Za-z0-9_.]*)(\$\{)?/g;
const RELATIVE_IMPORT = /\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function resolveImport(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Text keys in a file and every file it imports relatively (not tests). Template keys end at their first `${`. */
function keysOf(entry: string): Array<{ key: string; complete: boolean; file: string }> {
  const seen = new Set<string>();
  const keys: Array<{ key: string; complete: boolean; file: string }> = [];
  const visit = (file: string) => {
    if (seen.has(file) || /\.test\.tsx?$/.test(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(KEY_LITERAL)) {
      const [, namespace, rest, template] = match;
      if (namespace && namespaces.has(namespace)) keys.push({ key: `${namespace}.${rest}`, complete: !template, file: path.relative(repoRoot, file) });
    }
    for (const match of source.matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, match[1] ?? match[2] ?? '');
      if (target) visit(target);
    }
  };
  visit(entry);
  return keys;
}

/** Each exposed module's file, by the convention @sf/build-config's remoteExposes builds the rspack exposes with. */
function exposedFiles(remote: RemoteName): Record<string, string> {
  const folder = path.join(repoRoot, REMOTE_FOLDERS[remote]);
  const kebab = (module: string) =>
    module
      .slice(2)
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase();
  return Object.fromEntries(REMOTE_EXPOSES[remote].map((module) => [module, path.join(folder, 'src', 'exposes', `${kebab(module)}.tsx`)]));
}

describe('text namespaces of the exposed modules', () => {
  it('name namespaces that exist', () => {
    const declared = [...SHELL_TEXT_NAMESPACES, ...Object.values(REMOTE_TEXT_NAMESPACES).flat()];
    expect(declared.filter((namespace) => !namespaces.has(namespace))).toEqual([]);
  });

  const modules = (Object.keys(REMOTE_EXPOSES) as RemoteName[]).flatMap((remote) =>
    REMOTE_EXPOSES[remote].map((module) => ({ remote, module, file: exposedFiles(remote)[module] })),
  );

  it.each(modules)('$remote $module reads only its declared namespaces, and keys that exist', ({ remote, module, file }) => {
    expect(existsSync(file as string), `${module} of ${remote} has no file ${file}`).toBe(true);
    const declared = textNamespacesOf(remote, module);
    expect(
      declared.filter((namespace) => !REMOTE_TEXT_NAMESPACES[remote].includes(namespace)),
      'declared beyond its remote',
    ).toEqual([]);
    const keys = keysOf(file as string);
    const undeclared = keys.filter(({ key }) => !declared.includes(key.slice(0, key.indexOf('.'))));
    expect(undeclared.map(({ key, file: where }) => `${key} (${where})`)).toEqual([]);
    const unknown = keys.filter(({ key, complete }) => complete && !knownKeys.has(key));
    expect(unknown.map(({ key, file: where }) => `${key} (${where})`)).toEqual([]);
  });
});
