/**
 * Failure containment of server rendering (issue 13), with deliberately broken remotes: a slot whose remote fails on
 * the server is left to the browser, the rest of the page is still rendered, and the log names the remote and its
 * version. Its own file, because the federation runtime is one per process and caches the remotes it loaded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { built, openSsrSetup, rootOf, stateOf } from '../../test/ssr-fixture';

/** A federation container whose every module renders by throwing, as a remote with a server-side bug would. */
const THROWING_CONTAINER = `
const component = () => { throw new Error('broken on purpose'); };
const parcel = { component, bootstrap: async () => {}, mount: async () => {}, update: async () => {}, unmount: async () => {} };
module.exports = { mfe_content_help: { init: async () => {}, get: async () => () => ({ default: parcel }) } };
`;
/** A remote entry that fails while it is evaluated. */
const FAILING_ENTRY = `throw new Error('this remote entry is broken on purpose');`;

describe.skipIf(!built)('server rendering with broken remotes (needs `npm run build`)', () => {
  let setup: Awaited<ReturnType<typeof openSsrSetup>>;
  let app: FastifyInstance;
  const logs: string[] = [];

  beforeAll(async () => {
    setup = await openSsrSetup({
      'mfe-catalog/dist/server/broken/remoteEntry.js': FAILING_ENTRY,
      'mfe-content-help/dist/server/throwing/remoteEntry.js': THROWING_CONTAINER,
    });
    app = await setup.app(
      {
        SERVER_REMOTE_OVERRIDES: JSON.stringify({
          mfe_catalog: '/remotes/mfe-catalog/server/broken/remoteEntry.js',
          mfe_content_help: '/remotes/mfe-content-help/server/throwing/remoteEntry.js',
        }),
      },
      { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    );
  }, 60_000);
  afterAll(async () => setup?.close());

  it('leaves each broken slot to the browser and still renders the shell around them', async () => {
    const response = await app.inject({ url: '/p/ridge-hiking-boot-nb1006' });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    // The page slot, the search box (a remote that fails to load) and the footer (a remote that throws) are the
    // browser's; their slots wait for it (the footer's until it is seen).
    expect(root).not.toContain('data-ssr-slot=');
    expect(root).toContain('<main id="main"');
    expect(root).toContain('data-remote="mfe_catalog" data-slot-state="loading"');
    expect(root).toContain('data-remote="mfe_content_help" data-slot-state="deferred"');
    expect(root).toContain('data-testid="header-cart-link"');
    const state = stateOf(response.body);
    expect(state.serverRendered).toBe(true);
    // The product is still the document's first data, so the browser renders it without a request.
    expect(state.initialData).not.toBeNull();
  });

  it('logs each fallback with the remote, its version, the module and the reason', () => {
    const fallback = (remote: string, module: string, reason: string) =>
      logs.some((line) => line.includes(`${remote}@4.5.6 ${module} fell back to the browser (${reason})`));
    expect(fallback('mfe_catalog', './ProductPage', 'load-failed')).toBe(true);
    expect(fallback('mfe_catalog', './SearchBox', 'load-failed')).toBe(true);
    expect(fallback('mfe_content_help', './FooterLinks', 'render-failed')).toBe(true);
    expect(logs.some((line) => line.includes('broken on purpose'))).toBe(true);
  });
});
