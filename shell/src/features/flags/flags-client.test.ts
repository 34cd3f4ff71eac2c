import { afterEach, describe, expect, it, vi } from 'vitest';
import { $flags, $session, $site, GUEST_SESSION, siteInfo } from '@sf/contracts';
import { refreshFlags, refreshFlagsOnIdentityChange } from './flags-client';

const kerbside = siteInfo('kerbside', 'de-de', 'uk-en', 'prefix_except_default');
const flags = (isLoyaltyMember: boolean) => ({ flags: {}, context: { consumer: { key: 'k', consumerType: 'registered', isLoyaltyMember } } });

afterEach(() => {
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
});
