import { afterEach, describe, expect, it, vi } from 'vitest';
import { $consent } from '@sf/remote-contract';
import { startConsentGovernance } from './start-governance';

const ALL = { decided: true, required: true, performance: true, functional: true, targeting: true } as const;

describe('consent governance start', () => {
  afterEach(() => {
    $consent.set({ decided: false, required: true, performance: false, functional: false, targeting: false });
  });

  it('loads the governance at once when some category is off (something may be left to delete)', async () => {
    const governConsent = vi.fn();
    const load = vi.fn(async () => ({ governConsent }) as never);
    startConsentGovernance(load);
    expect(load).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(governConsent).toHaveBeenCalledOnce());
  });

  it('with everything allowed, loads it only at the first change of the choice, once', async () => {
    $consent.set({ ...ALL });
    const governConsent = vi.fn();
    const load = vi.fn(async () => ({ governConsent }) as never);
    startConsentGovernance(load);
    expect(load).not.toHaveBeenCalled();
    $consent.setKey('functional', false);
    $consent.setKey('targeting', false);
    expect(load).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(governConsent).toHaveBeenCalledOnce());
  });
});
