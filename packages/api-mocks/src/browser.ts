import { setupWorker } from 'msw/browser';
import { createMockHandlers, type MockHandlerOptions } from './handlers';

/** The worker script the dev host serves at its root (msw's `mockServiceWorker.js`, copied by @sf/build-config). */
export const MOCK_WORKER_URL = '/mockServiceWorker.js';

/** Starts Mock Service Worker in this page: every API call the page makes is answered from the fixtures. */
export async function startMockWorker(options: MockHandlerOptions = {}): Promise<void> {
  // msw 2.15 checks an already registered worker for an update without awaiting it. When that check fails (the page
  // reloads meanwhile, or the dev server is rebuilding), the registered worker keeps answering, so the rejection is
  // noise, not a failure of the page under test.
  window.addEventListener('unhandledrejection', (event) => {
    if (
      event.reason instanceof Error &&
      event.reason.message.startsWith('Failed to update a ServiceWorker') &&
      event.reason.message.includes(MOCK_WORKER_URL)
    ) {
      event.preventDefault();
    }
  });
  const worker = setupWorker(...createMockHandlers(options));
  // Other requests (the remote's own chunks, mf-manifest.json) go to the dev server untouched.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: MOCK_WORKER_URL } });
}
