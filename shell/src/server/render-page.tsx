/**
 * The shell's server build (issue 13): the Module Federation host on Node. The edge requires this file, hands it the
 * remotes' server entries, and asks it for each public page's #root markup: the shell layout plus the route's page,
 * loaded from its remote's server build. A slot whose remote fails to load, throws or runs past its budget is left
 * to the browser; the rest of the page is still rendered.
 */
// The edge build, not the Node one: react-dom/server.node keeps its request in an AsyncLocalStorage, and its first
// render turns on async hooks for the whole process (every promise and tick of every request then pays for them: 5 %
// of a cached page's rate). Node has no global AsyncLocalStorage, so the edge build runs without one.
import { renderToString } from 'react-dom/server.edge';
import { createElement } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  ROUTES,
  type ServerRenderer,
  type ServerRendererOptions,
  type ServerRenderInput,
  type ServerRenderModule,
  type ServerRenderResult,
  type ServerRenderStream,
  type SlotOutcome,
  FOOTER_NAVIGATION_DATA_KEY,
  errorScreenOf,
  NOT_FOUND_CONTENT_DATA_KEY,
  type NotFoundContentProps,
} from '@sf/contracts';
import { $experiments, $flags, $site, EVERY_PAGE_WIDGETS, type ParcelModule, type WidgetProps } from '@sf/remote-contract';
import { canonicalOfPath } from '@sf/contracts/navigation-rules';
import { activateLocaleNow, initI18n } from '@sf/i18n';
import { registerMoneyFormat } from '@sf/ui';
import { ServerSlotsContext, slotKey } from '../features/federation/server-slots';
import { matchShellRoute } from '../features/routing/main-routes';
import { routerBasename } from '../features/routing/locale-routing';
import { pageProps } from '../features/routing/page-slot';
import { ServerApp } from './server-app';
import { ownOriginPlugin } from './own-origin-plugin';
import { hoistEmotionStyles } from './hoist-styles';

const noNavigate = () => undefined;

interface SlotRequest {
  remote: string;
  module: string;
  props: object;
}
interface SlotBase {
  remote: string;
  module: string;
  version: string | null;
}
interface LoadedSlot {
  slot: SlotRequest;
  base: SlotBase;
  started: number;
  parcel?: ParcelModule<object>;
  outcome?: SlotOutcome;
}

function withBudget<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { budget: true })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The federation runtime is one per process, so its loader hook is registered once and asks the newest renderer's
 * edge (in production there is one; a test process may build several apps one after another).
 */
let answerRemoteFetch: ServerRendererOptions['fetchOverride'] | null = null;
let ownOriginRegistered = false;
const registeredEntries = new Map<string, string>();

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function localeFreePath(url: string, state: ServerRenderInput['state']): { path: string; query: Record<string, string> } {
  const [pathname = '/', search = ''] = url.split('?');
  const base = routerBasename(pathname, state.site);
  // Rule 3: a localized alias (/hilfe on the German site) is its canonical route, as in MainRoutes.
  const path = canonicalOfPath(base === '/' ? pathname : pathname.slice(base.length) || '/', state.site.language);
  return { path, query: Object.fromEntries(new URLSearchParams(search)) };
}

/**
 * One render at a time holds the page-wide singletons ($site, $flags, i18next's language): React's streaming
 * renderer works in a microtask after it is called, where another request's render could otherwise have switched
 * them. Loading remotes happens outside the lock; only the CPU-bound render is serialised (it was never parallel).
 */
let renderTail: Promise<void> = Promise.resolve();
function renderLock(): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const acquired = renderTail.then(() => release);
  renderTail = renderTail.then(() => held);
  return acquired;
}

async function* once(text: string): AsyncIterable<string> {
  yield text;
}

async function collect(chunks: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
}

function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  const versions = new Map(options.remotes.map((remote) => [remote.name as string, remote.version]));
  answerRemoteFetch = options.fetchOverride ?? null;
  if (!ownOriginRegistered) {
    registerPlugins([ownOriginPlugin((url) => answerRemoteFetch?.(url) ?? Promise.resolve(undefined))]);
    ownOriginRegistered = true;
  }
  // A renderer created again in the same process (a test's second app) re-registers only what moved (force drops
  // the runtime's cached entry of that remote).
  const moved = options.remotes.filter((remote) => registeredEntries.has(remote.name) && registeredEntries.get(remote.name) !== remote.serverEntryUrl);
  const added = options.remotes.filter((remote) => !registeredEntries.has(remote.name));
  if (moved.length)
    registerRemotes(
      moved.map((remote) => ({ name: remote.name, entry: remote.serverEntryUrl })),
      { force: true },
    );
  if (added.length) registerRemotes(added.map((remote) => ({ name: remote.name, entry: remote.serverEntryUrl })));
  for (const remote of options.remotes) registeredEntries.set(remote.name, remote.serverEntryUrl);
  let i18nReady: Promise<void> | null = null;

  async function loadPage(remote: string, module: string): Promise<ParcelModule<object>> {
    const loaded = await loadRemote<{ default?: ParcelModule<object> } | ParcelModule<object>>(`${remote}/${module.replace(/^\.\//, '')}`);
    const parcel = (loaded as { default?: ParcelModule<object> } | null)?.default ?? (loaded as ParcelModule<object> | null);
    if (!parcel?.component) throw new Error('the module has no React component to render');
    return parcel;
  }

  /** Loads one slot's parcel within the budget; a failure is an outcome, never a throw. */
  async function loadSlot(slot: SlotRequest): Promise<LoadedSlot> {
    const started = performance.now();
    const base = { remote: slot.remote, module: slot.module, version: versions.get(slot.remote) ?? null };
    if (!versions.has(slot.remote)) return { slot, base, started, outcome: { ...base, outcome: 'client', reason: 'not-server-rendered', ms: 0 } };
    try {
      return { slot, base, started, parcel: await withBudget(loadPage(slot.remote, slot.module), options.slotBudgetMs) };
    } catch (error) {
      const reason = (error as { budget?: boolean }).budget ? 'timeout' : 'load-failed';
      return { slot, base, started, outcome: { ...base, outcome: 'client', reason, error: errorText(error), ms: performance.now() - started } };
    }
  }

  return {
    async warm() {
      const modules = new Set([
        ...ROUTES.filter((route) => route.serverRendered).map((route) => `${route.remote}|${route.module}`),
        ...EVERY_PAGE_WIDGETS.map((widget) => `${widget.remote}|${widget.module}`),
      ]);
      return Promise.all(
        [...modules].map(async (key) => {
          const [remote = '', module = ''] = key.split('|');
          const started = performance.now();
          const base = { remote, module, version: versions.get(remote) ?? null };
          try {
            await loadPage(remote, module);
            return { ...base, outcome: 'rendered' as const, ms: performance.now() - started };
          } catch (error) {
            return { ...base, outcome: 'client' as const, reason: 'load-failed' as const, error: errorText(error), ms: performance.now() - started };
          }
        }),
      );
    },
    async renderStream({ state, url }: ServerRenderInput): Promise<ServerRenderStream> {
      i18nReady ??= initI18n({ locale: state.site.locale, payload: state.i18n, environment: state.environment });
      await i18nReady;
      const location = localeFreePath(url, state);
      const route = state.status === 200 ? matchShellRoute(location.path) : null;
      const widgetProps: WidgetProps = { locale: state.site.locale, site: state.site, navigate: noNavigate };
      const footerProps: WidgetProps = state.footerNavigation
        ? { ...widgetProps, initialData: { key: FOOTER_NAVIGATION_DATA_KEY, data: state.footerNavigation } }
        : widgetProps;
      // The same props the header and footer hand their slots in the browser.
      // The header's and footer's widgets are the same for every visitor; personal widgets (account entry, chat) stay
      // in the browser, in slots of reserved size.
      const requests: SlotRequest[] = EVERY_PAGE_WIDGETS.map((widget) => ({ ...widget, props: widget.module === './FooterLinks' ? footerProps : widgetProps }));
      const slots: SlotOutcome[] = [];
      if (route?.serverRendered) {
        const props = pageProps({ route, site: state.site, navigate: noNavigate, location, initialData: state.initialData });
        requests.unshift({ remote: route.remote, module: route.module, props });
      } else if (route) {
        slots.push({
          remote: route.remote,
          module: route.module,
          version: versions.get(route.remote) ?? null,
          outcome: 'client',
          reason: 'not-server-rendered',
          ms: 0,
        });
      }
      // Spec §2: the not-found page's top content blocks (flag on; the edge inlined the asset), rendered with the page.
      if (
        state.status !== 200 &&
        errorScreenOf(state.status) === 'notFound' &&
        state.flags.flags.notFoundContent &&
        state.initialData?.key === NOT_FOUND_CONTENT_DATA_KEY
      ) {
        const props: NotFoundContentProps = { ...widgetProps, placement: 'top', initialData: state.initialData };
        requests.push({ remote: 'mfe_content_help', module: './NotFoundContent', props });
      }
      const loaded = await Promise.all(requests.map(loadSlot));

      // From here to the end the page-wide singletons (site, flags, language) belong to this render.
      const release = await renderLock();
      try {
        $site.set(state.site);
        $flags.set(state.flags);
        $experiments.set(state.experiments ?? {});
        // The browser writes prices with the page's format, so the server does too (the same text as Intl's).
        if (state.moneyFormat) registerMoneyFormat(state.moneyFormat);
        activateLocaleNow(state.site.locale, state.i18n);
        const html = new Map<string, string>();
        for (const { slot, base, started, parcel, outcome } of loaded) {
          if (outcome || !parcel?.component) {
            if (outcome) slots.push(outcome);
            continue;
          }
          try {
            // The parcel's own root element: the browser hydrates its children (ParcelSlot adopts the slot's first child).
            const markup = `<div>${renderToString(createElement(parcel.component, slot.props))}</div>`;
            const ms = performance.now() - started;
            if (ms > options.slotBudgetMs) {
              slots.push({ ...base, outcome: 'client', reason: 'timeout', ms });
            } else {
              html.set(slotKey(slot.remote, slot.module), markup);
              slots.push({ ...base, outcome: 'rendered', ms });
            }
          } catch (error) {
            slots.push({ ...base, outcome: 'client', reason: 'render-failed', error: errorText(error), ms: performance.now() - started });
          }
        }
        // A string at once: the layout has no Suspense waits, and the streaming renderer's text → bytes → text round
        // trip cost ≈7 % of an uncached render's CPU for nothing.
        const markup = renderToString(
          <ServerSlotsContext.Provider value={html}>
            <ServerApp state={state} url={url} />
          </ServerSlotsContext.Provider>,
        );
        // The whole root is there (no Suspense waits), so its style tags can be gathered into one.
        return { html: once(hoistEmotionStyles(markup)), slots };
      } finally {
        release();
      }
    },
    async render(input: ServerRenderInput): Promise<ServerRenderResult> {
      const streamed = await this.renderStream(input);
      return { html: await collect(streamed.html), slots: streamed.slots };
    },
  };
}

const serverRenderModule: ServerRenderModule = { createServerRenderer };
export default serverRenderModule;
export { createServerRenderer };
