// Async boundary: shared singletons are negotiated before the host's own code runs.
import('./dev-host').catch((error: unknown) => console.error('[test-kit] dev host failed to start', error));
