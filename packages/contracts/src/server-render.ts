import type { DocumentState } from './document';
import type { RemoteName } from '@sf/remote-contract';

/**
 * The seam between the edge (Fastify) and the shell's server build (issue 13). The edge requires
 * shell/dist/server/render-page.js, which is the Module Federation host on Node: it loads each remote's server
 * build from the registry, renders the shell layout and the route's page, and says what fell back to the browser.
 */
/** A remote's server build: where its Node remote entry is, for the server's federation runtime. */
export interface ServerRemoteEntry {
  name: RemoteName;
  version: string;
  /** URL of dist/server/remoteEntry.js; same origin as the registry's browser manifest. */
  serverEntryUrl: string;
}

export interface ServerRenderInput {
  state: DocumentState;
  /** The URL path and query as the browser asked for it (with the locale prefix). */
  url: string;
}

/** One server-rendered slot: rendered, or left to the browser and why. */
export interface SlotOutcome {
  remote: string;
  module: string;
  version: string | null;
  outcome: 'rendered' | 'client';
  /** Why the slot was left to the browser: not server-rendered by design, an error, or the time budget. */
  reason?: 'not-server-rendered' | 'load-failed' | 'render-failed' | 'timeout';
  error?: string;
  ms: number;
}

export interface ServerRenderResult {
  /** The markup of #root's children. */
  html: string;
  slots: SlotOutcome[];
}

/** The same render, its markup as React's streaming renderer writes it (the edge pipes it into the response). */
export interface ServerRenderStream {
  /** Known before any markup: which slots were rendered and which were left to the browser. */
  slots: SlotOutcome[];
  /** The markup of #root's children, in the chunks React wrote. */
  html: AsyncIterable<string>;
}

export interface ServerRendererOptions {
  remotes: readonly ServerRemoteEntry[];
  /**
   * Answers the federation runtime's fetches of remote code before the network does (the edge serves its own
   * /remotes/* from disk this way); undefined falls through to fetch().
   */
  fetchOverride?: (url: string) => Promise<Response | undefined>;
  /** Longest a remote's server load + render may take before its slot is left to the browser. */
  slotBudgetMs: number;
}

export interface ServerRenderer {
  render(input: ServerRenderInput): Promise<ServerRenderResult>;
  renderStream(input: ServerRenderInput): Promise<ServerRenderStream>;
  /** Loads every module the server renders (no budget), so the first visitors do not pay for cold remotes. */
  warm(): Promise<SlotOutcome[]>;
}

/** The shell server build's export. */
export interface ServerRenderModule {
  createServerRenderer(options: ServerRendererOptions): ServerRenderer;
}
