import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $consent } from '@sf/remote-contract';
import { EXPERIMENT_EXPOSURE_PATH } from '@sf/contracts/experiments';
import { experimentExposure, resetExperimentExposures } from './experiments';

const host = globalThis as { window?: { dataLayer?: unknown[] } };
const layer = () => host.window?.dataLayer ?? [];
const exposure = { experiment: 'pdp-buy-box', variant: 'compact', consent: 'performance' as const };

describe('experimentExposure', () => {
  let sent: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    host.window = {};
    sent = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', sent);
    resetExperimentExposures();
    $consent.set({ decided: true, required: true, performance: true, functional: false, targeting: false });
  });
  afterEach(() => {
    delete host.window;
    vi.unstubAllGlobals();
    $consent.set({ decided: false, required: true, performance: false, functional: false, targeting: false });
  });

  it('pushes experimentExposure and reports it to the server once per experiment and page', () => {
    experimentExposure(exposure);
    experimentExposure(exposure);
    expect(layer()).toEqual([{ event: 'experimentExposure', experiment: { id: 'pdp-buy-box', variant: 'compact' } }]);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0]?.[0]).toBe(EXPERIMENT_EXPOSURE_PATH);
    const init = (sent.mock.calls[0]?.[1] ?? {}) as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ experiment: 'pdp-buy-box' });
  });

  it('pushes and sends nothing without the consent the experiment needs (not decided, refused, or withdrawn)', () => {
    $consent.set({ decided: false, required: true, performance: true, functional: true, targeting: true });
    experimentExposure(exposure);
    $consent.set({ decided: true, required: true, performance: false, functional: true, targeting: true });
    experimentExposure(exposure);
    expect(layer()).toEqual([]);
    expect(sent).not.toHaveBeenCalled();
  });
});
