/**
 * Proves the import-boundary rules of biome.json still bite: writes one probe file per rule into the area it guards,
 * lints the probes with Biome and expects each forbidden import to be reported (and the allowed ones not), then
 * deletes them. Run by `npm run lint`, so a rule that silently stops matching (a renamed folder, a changed pattern)
 * fails the test run.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const probes = [
  {
    file: 'mfe-catalog/src/zz-boundary-probe.ts',
    forbidden: ["'../../mfe-chat/src/app'", "'../../shell/src/app/shell-layout'", "'../../infra/server/src/app'"],
    allowed: ["'@sf/contracts'", "'@sf/remote-contract'"],
  },
  {
    file: 'mfe-catalog/src/zz-boundary-probe.test.ts',
    forbidden: ["'../../mfe-account/src/app'"],
    allowed: ["'../../infra/server/src/modules/i18n/texts/en/catalog.json'"],
  },
  { file: 'shell/src/zz-boundary-probe.ts', forbidden: ["'../../mfe-catalog/src/app'", "'../../infra/server/src/app'"], allowed: ["'@sf/ui'"] },
  {
    file: 'packages/ui/src/zz-boundary-probe.ts',
    forbidden: ["'../../../shell/src/app'", "'../../../mfe-chat/src/app'", "'../../../infra/server/src/app'"],
    allowed: ["'./shell/shell-context'"],
  },
  {
    file: 'infra/server/src/zz-boundary-probe.ts',
    forbidden: ["'react'", "'@sf/ui'", "'@emotion/react'", "'../../../mfe-catalog/src/app'"],
    allowed: ["'@sf/contracts'", "'@sf/remote-contract'", "'./db/client'"],
  },
  {
    file: 'infra/server/src/modules/cart/zz-boundary-probe.ts',
    forbidden: ["'../orders/tables'", "'../catalog/service'", "'react'"],
    allowed: ["'../orders'", "'../../db/client'", "'./service'"],
  },
];

let failed = false;
try {
  for (const probe of probes) {
    const imports = [...probe.forbidden, ...probe.allowed].map((specifier, index) => `import * as probe${index} from ${specifier};`);
    writeFileSync(path.join(root, probe.file), `${imports.join('\n')}\nexport const probes = [${imports.map((_, index) => `probe${index}`).join(', ')}];\n`);
  }
  const run = spawnSync('npx', ['biome', 'lint', '--reporter=json', '--max-diagnostics=1000', ...probes.map((probe) => probe.file)], {
    cwd: root,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout);
  for (const probe of probes) {
    const reported = report.diagnostics.filter(
      (diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports' && diagnostic.location?.path === probe.file,
    ).length;
    if (reported !== probe.forbidden.length) {
      failed = true;
      console.error(`✗ ${probe.file}: expected ${probe.forbidden.length} forbidden imports reported, got ${reported}`);
    } else console.log(`✓ ${probe.file}: ${reported} forbidden imports reported, ${probe.allowed.length} allowed`);
  }
} finally {
  for (const probe of probes) rmSync(path.join(root, probe.file), { force: true });
}
process.exit(failed ? 1 : 0);
