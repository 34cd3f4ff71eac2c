import { describe, expect, it, vi } from 'vitest';
import type { RouteRuleRedirect } from '@sf/contracts';
import { siteInfo } from '@sf/remote-contract';
import { createRouteRulesClient, navigateWithRules, ROUTE_RESOLVE_WAIT_MS, ruleTarget, type RouteRulesClient, type RuledTarget } from './route-rules-client';

const uk = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const german = siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default');
const rulesAnswering = (redirect: RouteRuleRedirect | null): RouteRulesClient & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    redirectFor: async (path) => {
      asked.push(path);
      return redirect;
    },
  };
};

describe('route rules on client navigation (spec §2 rules 4 and 9)', () => {
  it('asks for the public path and follows a same-site redirect inside the router', async () => {
    const rules = rulesAnswering({ location: '/de-de/discounts?x=1', status: 301, external: false });
    expect(await ruleTarget('/summer-sale?x=1', german, { pathname: '/de-de/c/men' }, rules)).toEqual({ kind: 'route', to: '/discounts?x=1' });
    expect(rules.asked).toEqual(['/de-de/summer-sale?x=1']);
  });

  it('leaves the app for an absolute target and loads another site as a document', async () => {
    const external = rulesAnswering({ location: 'https://corporate.example.com/press', status: 302, external: true });
    expect(await ruleTarget('/press', uk, { pathname: '/' }, external)).toEqual({ kind: 'document', url: 'https://corporate.example.com/press' });
    const otherSite = rulesAnswering({ location: '/at-de/p/ridge-hiker-boot-nb1001', status: 301, external: false });
    expect(await ruleTarget('/de-at/product/ridge-hiker-boot/NB1001.html', uk, { pathname: '/' }, otherSite)).toEqual({
      kind: 'document',
      url: '/at-de/p/ridge-hiker-boot-nb1001',
    });
  });

  it('navigates as asked without a redirect, and does not ask for a new query on the same page', async () => {
    const none = rulesAnswering(null);
    expect(await ruleTarget('/c/men', uk, { pathname: '/' }, none)).toBeNull();
    expect(await ruleTarget('/c/men?sort=new', uk, { pathname: '/c/men' }, none)).toBeNull();
    expect(none.asked).toEqual(['/c/men']);
  });
});

describe('route rules client', () => {
  it('asks the server once per path and keeps the answer', async () => {
    const fetchSpy = vi.fn(async (_url: string) => Response.json({ redirect: { location: '/discounts', status: 301, external: false } }));
    const client = createRouteRulesClient({ fetch: fetchSpy as unknown as typeof fetch });
    expect(await client.redirectFor('/summer-sale')).toEqual({ location: '/discounts', status: 301, external: false });
    expect(await client.redirectFor('/summer-sale')).toEqual({ location: '/discounts', status: 301, external: false });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/fapi/route-rules?path=%2Fsummer-sale');
  });

  it('navigates as asked when the lookup fails, is slow or answers nonsense', async () => {
    const failing = createRouteRulesClient({ fetch: (async () => Promise.reject(new Error('offline'))) as typeof fetch });
    expect(await failing.redirectFor('/x')).toBeNull();
    const slow = createRouteRulesClient({
      timeoutMs: 20,
      fetch: ((_url: string, init?: RequestInit) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch,
    });
    expect(await slow.redirectFor('/x')).toBeNull();
    const odd = createRouteRulesClient({ fetch: (async () => Response.json({ redirect: { location: 5 } })) as unknown as typeof fetch });
    expect(await odd.redirectFor('/x')).toBeNull();
  });
});

describe('route resolving waits up to 100 ms (spec §9)', () => {
  const navigator = (start = '/') => {
    let url = start;
    const log: string[] = [];
    return {
      log,
      moveTo: (to: string) => {
        url = to;
      },
      go: {
        document: (to: string, replace: boolean) => log.push(`document ${to}${replace ? ' (replace)' : ''}`),
        route: (to: string, replace: boolean) => {
          url = to;
          log.push(`route ${to}${replace ? ' (replace)' : ''}`);
        },
        currentUrl: () => url,
      },
    };
  };
  const answerAfter = (ms: number, answer: RuledTarget) => new Promise<RuledTarget>((resolve) => setTimeout(() => resolve(answer), ms));

  it('follows an answer that comes within the wait', async () => {
    vi.useFakeTimers();
    const { go, log } = navigator();
    const done = navigateWithRules('/summer-sale', false, answerAfter(ROUTE_RESOLVE_WAIT_MS - 20, { kind: 'route', to: '/discounts' }), go);
    await vi.advanceTimersByTimeAsync(ROUTE_RESOLVE_WAIT_MS);
    await done;
    expect(log).toEqual(['route /discounts']);
    vi.useRealTimers();
  });

  it('goes ahead as asked after 100 ms, and a late redirect replaces that entry while the shopper is still on it', async () => {
    vi.useFakeTimers();
    const { go, log } = navigator();
    const done = navigateWithRules('/summer-sale', false, answerAfter(400, { kind: 'route', to: '/discounts' }), go);
    await vi.advanceTimersByTimeAsync(ROUTE_RESOLVE_WAIT_MS);
    expect(log).toEqual(['route /summer-sale']);
    await vi.advanceTimersByTimeAsync(400);
    await done;
    expect(log).toEqual(['route /summer-sale', 'route /discounts (replace)']);
    vi.useRealTimers();
  });

  it('drops a late redirect once the shopper has gone elsewhere, and a failed lookup navigates as asked', async () => {
    vi.useFakeTimers();
    const moved = navigator();
    const done = navigateWithRules('/summer-sale', false, answerAfter(400, { kind: 'document', url: 'https://corporate.example.com/press' }), moved.go);
    await vi.advanceTimersByTimeAsync(ROUTE_RESOLVE_WAIT_MS);
    moved.moveTo('/c/men');
    await vi.advanceTimersByTimeAsync(400);
    await done;
    expect(moved.log).toEqual(['route /summer-sale']);
    const failed = navigator();
    await navigateWithRules('/faq', true, Promise.reject(new Error('offline')), failed.go);
    expect(failed.log).toEqual(['route /faq (replace)']);
    vi.useRealTimers();
  });
});
