import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const registration = { waiting: null as FakeWorker | null, update: vi.fn(() => Promise.resolve()), unregister: vi.fn(() => Promise.resolve(true)) };
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener() {}
    register() {
      return Promise.resolve(registration);
    }
  },
}));
const { registerServiceWorker } = await import('./register-service-worker');

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installed';
  postMessage = vi.fn();
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeWindow(controlled: boolean) {
  const container = Object.assign(new EventTarget(), { controller: controlled ? {} : null });
  const win = Object.assign(new EventTarget(), {
    navigator: { serviceWorker: container },
    document: new EventTarget(),
    setInterval: () => 0,
    clearInterval: () => undefined,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  });
  return { win: win as unknown as Window, container };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the "new version available" prompt\'s Reload (spec §4)', () => {
  it('asks the waiting worker to take over and reloads once it is active', async () => {
    const { win } = fakeWindow(true);
    const reload = vi.fn();
    const worker = new FakeWorker();
    registration.waiting = worker;
    const registered = await registerServiceWorker(win, 'uk-en', reload);
    registered?.updateNow();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    worker.moveTo('activating');
    expect(reload).not.toHaveBeenCalled();
    worker.moveTo('activated');
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives the registration up and reloads from the network when the new version has not started activating after 3 s', async () => {
    const { win } = fakeWindow(true);
    const reload = vi.fn();
    const worker = new FakeWorker();
    registration.waiting = worker;
    registration.unregister.mockClear();
    (await registerServiceWorker(win, 'uk-en', reload))?.updateNow();
    vi.advanceTimersByTime(2900);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(registration.unregister).toHaveBeenCalledTimes(1);
  });

  it('lets an activation in progress finish, then reloads once, keeping the registration', async () => {
    const { win } = fakeWindow(true);
    const reload = vi.fn();
    const worker = new FakeWorker();
    registration.waiting = worker;
    registration.unregister.mockClear();
    (await registerServiceWorker(win, 'uk-en', reload))?.updateNow();
    worker.moveTo('activating');
    vi.advanceTimersByTime(5000);
    expect(reload).not.toHaveBeenCalled();
    worker.moveTo('activated');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(registration.unregister).not.toHaveBeenCalled();
  });

  it('reloads at once when no version waits any more (another tab already activated it)', async () => {
    const { win } = fakeWindow(true);
    const reload = vi.fn();
    registration.waiting = null;
    (await registerServiceWorker(win, 'uk-en', reload))?.updateNow();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when another tab activated the new version; the first worker taking control is not a reload', async () => {
    const first = fakeWindow(false);
    const reloadFirst = vi.fn();
    await registerServiceWorker(first.win, 'uk-en', reloadFirst);
    first.container.dispatchEvent(new Event('controllerchange'));
    expect(reloadFirst).not.toHaveBeenCalled();
    first.container.dispatchEvent(new Event('controllerchange'));
    expect(reloadFirst).toHaveBeenCalledTimes(1);
  });
});
