import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type Answer = (url: string) => Promise<Response | undefined>;

const requireForRemotes = createRequire(`${process.cwd()}/`);

/**
 * Lets the edge answer the federation runtime's requests for remote code itself (remote entries and their chunks on
 * the server's own origin are files it serves), so a page render never makes an HTTP request to its own process.
 * Anything the edge does not answer is fetched by the runtime as usual. The entry is evaluated the way the Node
 * runtime evaluates a fetched entry: as a CommonJS module in this context.
 */
export function ownOriginPlugin(answer: Answer): ModuleFederationRuntimePlugin {
  return {
    name: 'sf-own-origin-remotes',
    // Chunks: the Node runtime plugin asks this hook first; undefined makes it fetch the URL itself.
    fetch: (url: string) => answer(url) as Promise<Response>,
    async loadEntry({ remoteInfo }) {
      const response = await answer(remoteInfo.entry);
      if (!response) return undefined;
      if (!response.ok) throw new Error(`remote entry ${remoteInfo.entry} answered ${response.status}`);
      const code = await response.text();
      const url = new URL(remoteInfo.entry);
      const module = { exports: {} as Record<string, unknown> };
      const run = new vm.Script(`(function(exports, module, require, __dirname, __filename) {${code}\n})`, { filename: url.href }).runInThisContext() as (
        ...args: unknown[]
      ) => void;
      run(module.exports, module, requireForRemotes, path.posix.dirname(url.pathname), path.posix.basename(url.pathname));
      const exported = module.exports;
      return (exported[remoteInfo.entryGlobalName] ?? exported) as never;
    },
  };
}
