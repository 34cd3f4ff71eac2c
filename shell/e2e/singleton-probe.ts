/**
 * Counts the copies of the shared libraries a composed page evaluated: react-dom announces each copy to the React
 * devtools hook (installed here before any script runs), and the contract packages count their own evaluations.
 */
import type { Page } from '@playwright/test';

export interface SingletonCounts {
  reactRenderers: string[];
  contracts: number | undefined;
  remoteContract: number | undefined;
}

/** Installs the devtools hook that records every react-dom copy; call before the page's first navigation. */
export async function probeSingletons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: string[] = [];
    Object.defineProperty(window, '__SF_RENDERERS__', { value: renderers });
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers: new Map(),
        supportsFiber: true,
        inject(renderer: { version: string }) {
          renderers.push(renderer.version);
          return renderers.length;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        checkDCE() {},
      },
    });
  });
}

export async function singletonCounts(page: Page): Promise<SingletonCounts> {
  return page.evaluate(() => {
    const global = globalThis as unknown as { __SF_RENDERERS__: string[]; __SF_CONTRACTS_COPIES__?: number; __SF_REMOTE_CONTRACT_COPIES__?: number };
    return { reactRenderers: global.__SF_RENDERERS__, contracts: global.__SF_CONTRACTS_COPIES__, remoteContract: global.__SF_REMOTE_CONTRACT_COPIES__ };
  });
}
