import { afterEach, describe, expect, it, vi } from 'vitest';
import { $consent, siteInfo, type ConsentState } from '@sf/remote-contract';
import type { ProfileSender } from '@sf/analytics/profile';
import { startPersonalisation } from './start-personalisation';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const NO_CHOICE: ConsentState = { decided: false, required: true, performance: false, functional: false, targeting: false };
const choose = (targeting: boolean) => $consent.set({ ...NO_CHOICE, decided: true, performance: true, functional: true, targeting });

/** A stand-in for the sender chunk: counts loads, starts and withdrawals. */
function fakeChunk() {
  const withdraw = vi.fn();
  const startProfileSender = vi.fn((): ProfileSender => ({ flush: () => {}, withdraw, ready: Promise.resolve() }));
  const load = vi.fn(async () => ({ startProfileSender }) as unknown as typeof import('@sf/analytics/profile'));
  return { load, startProfileSender, withdraw };
}

let stop: () => void = () => {};
afterEach(() => {
  stop();
  $consent.set(NO_CHOICE);
});

describe('personalisation start (the shell part)', () => {
  it('loads nothing without targeting consent (undecided, or the other categories only)', async () => {
    const chunk = fakeChunk();
    stop = startPersonalisation({ site, environment: 'test' }, chunk.load);
    choose(false);
    await Promise.resolve();
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('loads and starts the sender once targeting is allowed, and withdraws it the moment targeting goes', async () => {
    const chunk = fakeChunk();
    stop = startPersonalisation({ site, environment: 'test' }, chunk.load);
    choose(true);
    await vi.waitFor(() => expect(chunk.startProfileSender).toHaveBeenCalledTimes(1));
    expect(chunk.startProfileSender).toHaveBeenCalledWith({ brand: 'northbound', locale: 'uk-en', country: 'GB', environment: 'test' });
    choose(true);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    choose(false);
    await vi.waitFor(() => expect(chunk.withdraw).toHaveBeenCalledTimes(1));
    // Allowed again: a new sender (the old one stays stopped).
    choose(true);
    await vi.waitFor(() => expect(chunk.startProfileSender).toHaveBeenCalledTimes(2));
  });

  it('does not start a sender whose chunk arrived after targeting was withdrawn', async () => {
    const chunk = fakeChunk();
    let release: () => void = () => {};
    const slow = vi.fn(() => new Promise<void>((resolve) => (release = resolve)).then(() => chunk.load()));
    stop = startPersonalisation({ site, environment: 'test' }, slow);
    choose(true);
    choose(false);
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(chunk.startProfileSender).not.toHaveBeenCalled();
  });
});
