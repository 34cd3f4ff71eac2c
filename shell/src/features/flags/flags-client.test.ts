import { afterEach, describe, expect, it, vi } from 'vitest';
import { $flags, $session, $site, GUEST_SESSION, siteInfo } from '@sf/remote-contract';
import { refreshFlags, refreshFlagsOnIdentityChange } from './flags-client';
import { applyFlags, flagContextKey, flagsAreStale, startFlagClient } from './flags-runtime';
import { createMembershipCache } from './membership-cache';

const kerbside = siteInfo('kerbside', 'de-de', 'uk-en', 'prefix_except_default');
const flags = (isLoyaltyMember: boolean) => ({ flags: {}, context: { consumer: { key: 'k', consumerType: 'registered', isLoyaltyMember } } });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  $site.set(null);
  $flags.set(null);
  $session.set(GUEST_SESSION);
});

function stubFetch() {
  const calls: Array<{ url: string; headers: Headers }> = [];
  let member = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), headers: new Headers(init?.headers) });
      return new Response(JSON.stringify(flags(member)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return {
    calls,
    setMember: (value: boolean) => {
      member = value;
    },
  };
}

describe('flags client', () => {
  it('asks for the flags of the site: locale and brand headers', async () => {
    const { calls } = stubFetch();
    $site.set(kerbside);
    await refreshFlags('de-de');
    expect(calls[0]?.headers.get('locale')).toBe('de-de');
    expect(calls[0]?.headers.get('brand')).toBe('kerbside');
  });

  it('re-identifies the visitor when login, e-mail or loyalty membership change, not on other session edits', async () => {
    const { calls, setMember } = stubFetch();
    $site.set(kerbside);
    const stop = refreshFlagsOnIdentityChange();
    const signedIn = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c1', email: 'mia@example.com', firstName: 'Mia' };
    $session.set(signedIn);
    $session.set({ ...signedIn, firstName: 'Mia-Rose' });
    setMember(true);
    $session.set({ ...signedIn, firstName: 'Mia-Rose', isLoyaltyMember: true });
    await vi.waitFor(() => expect($flags.get()?.context?.consumer?.isLoyaltyMember).toBe(true));
    stop();
    $session.set(GUEST_SESSION);
    expect(calls).toHaveLength(2);
  });
  it('keeps the newest answer when an older request comes back last', async () => {
    const pending: Array<(member: boolean) => void> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            pending.push((member) => resolve(new Response(JSON.stringify(flags(member)), { status: 200, headers: { 'content-type': 'application/json' } })));
          }),
      ),
    );
    $site.set(kerbside);
    const older = refreshFlags('de-de');
    // The visitor signed in meanwhile: a new request, whose answer must win.
    $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c1', email: 'mia@example.com' });
    const newer = refreshFlags('de-de');
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[1]?.(true);
    await newer;
    pending[0]?.(false);
    await older;
    expect($flags.get()?.context?.consumer?.isLoyaltyMember).toBe(true);
  });
  it('shares a request under way for the same site and visitor (a sign-in, then its redirect)', async () => {
    const { calls } = stubFetch();
    $site.set(kerbside);
    await Promise.all([refreshFlags('de-de'), refreshFlags('de-de')]);
    expect(calls).toHaveLength(1);
    await refreshFlags('de-de');
    expect(calls).toHaveLength(2);
  });

  it('on failure logs the spec line and keeps the last flags', async () => {
    $site.set(kerbside);
    const last = flags(true) as never;
    $flags.set(last);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } })),
    );
    await refreshFlags('de-de');
    expect(warn).toHaveBeenCalledWith('Failed to retrieve feature flags, using state', expect.anything());
    expect($flags.get()).toBe(last);
  });

  it('sends the ldPassthrough query of the page as the passthrough header', async () => {
    const { calls } = stubFetch();
    $site.set(kerbside);
    window.history.replaceState(null, '', '/de-de/help?ldPassthrough=helpPages:false');
    await refreshFlags('de-de');
    window.history.replaceState(null, '', '/de-de/');
    expect(calls[0]?.headers.get('ld-passthrough')).toBe('helpPages:false');
  });

  it('polls every 5 s and fetches again once the flags are 120 s old (spec §9)', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { calls } = stubFetch();
    $site.set(kerbside);
    applyFlags(flags(false) as never, flagContextKey('de-de'));
    const stop = startFlagClient(() => 'de-de');
    vi.advanceTimersByTime(115_000);
    expect(flagsAreStale()).toBe(false);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    expect(flagsAreStale()).toBe(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    stop();
  });

  it('a streamed change outranks an answer still on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    $site.set(kerbside);
    const pending = refreshFlags('de-de');
    const streamed = flags(true) as never;
    applyFlags(streamed, flagContextKey('de-de'));
    answer(new Response(JSON.stringify(flags(false)), { status: 200, headers: { 'content-type': 'application/json' } }));
    await pending;
    expect($flags.get()).toBe(streamed);
  });
});

describe('membership cache', () => {
  it('keeps at most its entries, each for its time, dropping the least recently used', () => {
    let now = 0;
    const cache = createMembershipCache<number>(2, 300_000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 300_001;
    expect(cache.get('c')).toBeUndefined();
  });
});
