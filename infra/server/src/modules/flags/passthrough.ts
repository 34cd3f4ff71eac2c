/**
 * Spec §7: the page's `ldPassthrough` query (header `ld-passthrough` on /fapi/featureFlags, query on the stream)
 * overrides flags for one request, e.g. `liveChat:false,helpPages:true`. Honoured only when APP_ENV is development
 * or test: on production the value is ignored entirely, so nobody can switch a flag for themselves.
 */
import type { FlagKey } from '@sf/contracts';
import { isFlagKey } from '@sf/contracts/api';
import type { Environment } from '../../env';
import { HttpError } from '../../http-errors';

export const PASSTHROUGH_MAX_LENGTH = 500;
const VALUES: Record<string, boolean> = { true: true, on: true, '1': true, false: false, off: false, '0': false };

export type Passthrough = Partial<Record<FlagKey, boolean>>;

export const passthroughHonoured = (environment: Environment): boolean => environment === 'development' || environment === 'test';

/** Parses `flag:value` pairs; a 400 naming `field` for anything it does not understand. */
export function parsePassthrough(text: string, field: string): Passthrough {
  if (text.length > PASSTHROUGH_MAX_LENGTH) throw new HttpError(400, `${field}: longer than ${PASSTHROUGH_MAX_LENGTH} characters`);
  const overrides: Passthrough = {};
  for (const pair of text.split(',')) {
    if (pair.trim() === '') continue;
    const [name = '', raw = '', ...rest] = pair.split(/[:=]/).map((part) => part.trim());
    if (!isFlagKey(name)) throw new HttpError(400, `${field}: unknown flag "${name.slice(0, 40)}"`);
    const value = VALUES[raw.toLowerCase()];
    if (value === undefined || rest.length > 0) throw new HttpError(400, `${field}: ${name} must be true or false`);
    overrides[name] = value;
  }
  return overrides;
}

/** The overrides a request may use: none on production (not even parsed), the parsed header elsewhere. */
export function requestPassthrough(environment: Environment, text: string | undefined, field: string): { overrides: Passthrough; raw?: string } {
  if (!text || !passthroughHonoured(environment)) return { overrides: {} };
  return { overrides: parsePassthrough(text, field), raw: text };
}
