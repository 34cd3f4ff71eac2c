import { afterEach, describe, expect, it, vi } from 'vitest';
import { $offlineApp, addServiceWorkerHooks, callHooks, isStandalone } from './offline-app-store';
import { dismissInstall, promptInstall, watchInstallPrompt } from './install-prompt';
import { wantsServiceWorker } from './start-offline-app';
import { handleWorkerMessage } from './basket-queue-listener';

const fakeWindow = (standalone: boolean) => {
  const target = new EventTarget();
  return Object.assign(target, {
    navigator: { serviceWorker: {} },
    isSecureContext: true,
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }),
  }) as unknown as Window;
};

afterEach(() => {
  $offlineApp.set({ registered: false, offlineReady: false, needRefresh: false, installPrompt: 'unavailable', installed: false, basketPending: 0 });
});

describe('offline app states (spec §4)', () => {
  it('registers on EMEA sites only', () => {
    const site = (locale: 'uk-en' | 'us-en') => ({ site: { locale } }) as Parameters<typeof wantsServiceWorker>[0];
    expect(wantsServiceWorker(site('uk-en'), fakeWindow(false))).toBe(true);
    expect(wantsServiceWorker(site('us-en'), fakeWindow(false))).toBe(false);
  });

  it('counts a standalone display as installed', () => {
    expect(isStandalone(fakeWindow(true))).toBe(true);
    watchInstallPrompt(fakeWindow(true));
    expect($offlineApp.get().installed).toBe(true);
  });

  it('keeps the install prompt, shows it, and records accepted or dismissed', async () => {
    const win = fakeWindow(false);
    watchInstallPrompt(win);
    const prompt = (outcome: 'accepted' | 'dismissed') => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: vi.fn(async () => undefined),
        userChoice: Promise.resolve({ outcome }),
      });
      win.dispatchEvent(event);
      return event;
    };
    const first = prompt('dismissed');
    expect(first.defaultPrevented).toBe(true);
    expect($offlineApp.get().installPrompt).toBe('available');
    expect(await promptInstall()).toBe('dismissed');
    expect(first.prompt).toHaveBeenCalledOnce();
    expect($offlineApp.get()).toMatchObject({ installPrompt: 'dismissed', installed: false });
    prompt('accepted');
    expect(await promptInstall()).toBe('accepted');
    expect($offlineApp.get()).toMatchObject({ installPrompt: 'accepted', installed: true });
    dismissInstall();
    expect(await promptInstall()).toBe('unavailable');
  });

  it('reports failures through the hooks, and a failing hook does not stop the others', () => {
    const seen: unknown[] = [];
    const removeBroken = addServiceWorkerHooks({
      onRegisterError: () => {
        throw new Error('broken hook');
      },
    });
    const remove = addServiceWorkerHooks({ onRegisterError: (error) => seen.push(error) });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    callHooks('onRegisterError', new Error('SecurityError'));
    expect(seen).toHaveLength(1);
    expect(log).toHaveBeenCalledWith('[shell] Service worker registration failed', expect.any(Error));
    remove();
    removeBroken();
    log.mockRestore();
  });

  it("follows the worker's basket queue and toasts each replayed change", () => {
    const t = ((key: string) => key) as unknown as Parameters<typeof handleWorkerMessage>[1];
    handleWorkerMessage({ type: 'sf-basket-queue', pending: 2 }, t, 'en-GB');
    expect($offlineApp.get().basketPending).toBe(2);
    handleWorkerMessage({ type: 'sf-basket-replayed', outcomes: [{ kind: 'applied', name: 'Boot' }], basket: null, pending: 0 }, t, 'en-GB');
    expect($offlineApp.get().basketPending).toBe(0);
  });
});
