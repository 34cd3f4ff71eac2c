/**
 * Server rendering of public pages (issue 13). The edge does not import UI code: it requires the shell's server build
 * (shell/dist/server/render-page.js), the Module Federation host on Node, and gives it the remotes' server entries
 * from the same registry the browser uses. Remote code on this server's own origin (/remotes/*) is answered from
 * the static routes in process (no HTTP round trip to itself); an overridden entry is fetched from its URL.
 *
 * Anything that goes wrong here leaves the page to the browser, never a broken document: a missing build, a shell
 * render that throws, or a slot that fell back (logged with the remote's name and version).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type {
  DocumentState,
  RemoteEntry,
  RemoteRegistry,
  ServerRenderer,
  ServerRenderModule,
  ServerRenderResult,
  ServerRenderStream,
  SlotOutcome,
} from '@sf/contracts';

/** The origin remote URLs on this server are resolved against; requests to it never leave the process. */
const OWN_ORIGIN = 'http://storefront.internal';

export interface PageRenderer {
  /** null when the page is left to the browser entirely (no server build, or the shell's render failed). */
  render(state: DocumentState, url: string, log: FastifyBaseLogger): Promise<ServerRenderResult | null>;
  /** The same, #root's markup as React streams it (the edge pipes it into the response). */
  renderStream(state: DocumentState, url: string, log: FastifyBaseLogger): Promise<ServerRenderStream | null>;
  /** Whether the shell's server build is there to render pages (a render may still leave a page to the browser). */
  available(log: FastifyBaseLogger): boolean;
  /** Loads the remotes' server modules ahead of the first visitor. */
  warm(log: FastifyBaseLogger): Promise<void>;
}

function serverEntries(remotes: readonly RemoteEntry[]) {
  return remotes.flatMap((remote) =>
    remote.serverEntryUrl ? [{ name: remote.name as never, version: remote.version, serverEntryUrl: new URL(remote.serverEntryUrl, OWN_ORIGIN).href }] : [],
  );
}

function logFallbacks(slots: readonly SlotOutcome[], log: FastifyBaseLogger): void {
  for (const slot of slots) {
    if (slot.outcome === 'client' && slot.reason !== 'not-server-rendered') {
      log.error(
        { remote: slot.remote, module: slot.module, version: slot.version, reason: slot.reason, error: slot.error, ms: Math.round(slot.ms) },
        `ssr: ${slot.remote}@${slot.version ?? '?'} ${slot.module} fell back to the browser (${slot.reason})`,
      );
    }
  }
}

export function createPageRenderer(app: FastifyInstance, shellDist: string): PageRenderer {
  const bundle = path.join(shellDist, 'server', 'render-page.js');
  let renderer: ServerRenderer | null = null;
  let renderModule: ServerRenderModule | null = null;
  // Issue 26: a promote or roll back changes the registry at run time; the renderer is made again for the new one
  // (the shell's createServerRenderer re-registers only the remotes whose server entry moved).
  let renderedRegistry: RemoteRegistry | null = null;
  let loadFailed = false;

  const fetchOverride = async (url: string): Promise<Response | undefined> => {
    const target = new URL(url);
    if (target.origin !== OWN_ORIGIN) return undefined;
    const answer = await app.inject({ method: 'GET', url: target.pathname });
    if (answer.statusCode !== 200) return new Response(`not found: ${target.pathname}`, { status: answer.statusCode });
    return new Response(answer.body, { status: 200, headers: { 'content-type': 'text/javascript' } });
  };

  const load = (log: FastifyBaseLogger): ServerRenderer | null => {
    if (loadFailed) return null;
    const registry = app.remotes.registry();
    if (renderer && registry === renderedRegistry) return renderer;
    if (!renderModule && !existsSync(bundle)) return null;
    try {
      if (!renderModule) {
        const required = createRequire(import.meta.url)(bundle) as { default?: ServerRenderModule } & Partial<ServerRenderModule>;
        renderModule = required.default ?? (required as ServerRenderModule);
      }
      renderer = renderModule.createServerRenderer({
        remotes: serverEntries(registry.remotes),
        fetchOverride,
        slotBudgetMs: app.config.SSR_SLOT_BUDGET_MS,
      });
      renderedRegistry = registry;
    } catch (error) {
      loadFailed = true;
      log.error({ err: error }, 'ssr: the shell server build could not be loaded; pages render in the browser');
    }
    return renderer;
  };

  return {
    available: (log) => load(log) !== null,
    async warm(log) {
      const current = load(log);
      if (!current) return;
      const started = performance.now();
      const outcomes = await current.warm();
      for (const slot of outcomes.filter((outcome) => outcome.outcome === 'client')) {
        log.error(
          { remote: slot.remote, module: slot.module, version: slot.version, error: slot.error },
          `ssr: ${slot.remote} ${slot.module} could not be loaded`,
        );
      }
      log.info(`ssr: ${outcomes.length} server-rendered modules loaded in ${Math.round(performance.now() - started)} ms`);
    },
    async renderStream(state, url, log) {
      const current = load(log);
      if (!current) return null;
      try {
        const result = await current.renderStream({ state, url });
        logFallbacks(result.slots, log);
        return result;
      } catch (error) {
        log.error({ err: error }, 'ssr: the shell render failed; the page renders in the browser');
        return null;
      }
    },
    async render(state, url, log) {
      const streamed = await this.renderStream(state, url, log);
      if (!streamed) return null;
      let html = '';
      for await (const chunk of streamed.html) html += chunk;
      return { html, slots: streamed.slots };
    },
  };
}
