/**
 * The proxy-script module: `/fapi/proxyScript` (spec §7) for the third-party scripts named in PROXY_SCRIPT_HOSTS
 * (none by default, so every request is refused until an operator lists a host).
 */
import fp from 'fastify-plugin';
import { proxyScriptRoutes } from './routes';
import { createScriptProxy, type ScriptProxyOptions } from './script-proxy';

export { isForbiddenAddress } from './address-policy';
export { createScriptProxy, ProxyScriptError, type ScriptProxyOptions } from './script-proxy';

export default fp<{ proxy?: Partial<ScriptProxyOptions> }>(
  async (app, options) => {
    const proxy = createScriptProxy({ allowedHosts: app.config.PROXY_SCRIPT_HOSTS, ...options.proxy });
    await app.register(proxyScriptRoutes(proxy));
  },
  { name: 'proxy-script', dependencies: ['config'] },
);
