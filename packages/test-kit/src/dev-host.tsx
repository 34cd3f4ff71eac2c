import { createRoot } from 'react-dom/client';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { DevHost } from './dev-host-app';
import { devHostConfig } from './dev-host-config';
import { createApiClient, httpSessionDriver } from '@sf/api-client';
import { installSessionDriver, refreshSessionOrGuest } from '@sf/contracts';
import type { ParcelModule } from '@sf/remote-contract';

/**
 * A minimal host for one remote: the remote's own dev server serves mf-manifest.json, this page registers it like
 * the shell would, and proxies /api and /fapi to the real server (API_ORIGIN, default http://localhost:3000).
 */
registerRemotes([{ name: devHostConfig.name, entry: `${window.location.origin}/mf-manifest.json` }]);
// Like the shell: sign-in and sign-out of the remote go through the identity API, and the page knows who is signed in.
installSessionDriver(httpSessionDriver(createApiClient()));
void refreshSessionOrGuest('test-kit');

async function loadExposed(module: string): Promise<ParcelModule<object>> {
  const loaded = await loadRemote<{ default: ParcelModule<object> }>(`${devHostConfig.name}/${module.replace(/^\.\//, '')}`);
  if (!loaded) throw new Error(`${module} is not exposed by ${devHostConfig.name}`);
  return loaded.default;
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<DevHost config={devHostConfig} loadExposed={loadExposed} />);
