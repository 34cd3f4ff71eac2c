/** Injected by @sf/build-config when a remote runs under `npm run dev -w mfe-<name>`. */
declare const __SF_DEVHOST__: DevHostConfig;

export interface DevHostConfig {
  name: string;
  exposes: string[];
}

export const devHostConfig: DevHostConfig = __SF_DEVHOST__;
