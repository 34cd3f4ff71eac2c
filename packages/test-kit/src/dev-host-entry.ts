// Async boundary: shared singletons are negotiated before the host's own code runs. In mock mode the worker must
// answer before the host's first API call (the session read at start), so it starts first.
import('./mock-mode')
  .then(({ startMockModeIfWanted }) => startMockModeIfWanted())
  .then(() => import('./dev-host'))
  .catch((error: unknown) => console.error('[test-kit] dev host failed to start', error));
