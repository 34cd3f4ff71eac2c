/** Injected by @sf/build-config when a remote runs under `npm run dev -w mfe-<name>`. */
declare const __SF_DEVHOST__: DevHostConfig;

export interface DevHostConfig {
  name: string;
  exposes: string[];
  /** Started with `npm run dev:mock` (MOCK_API=1): API calls are answered from recorded fixtures by default. */
  mockApi: boolean;
}

export const devHostConfig: DevHostConfig = __SF_DEVHOST__;
