/**
 * The relying party of a request, and the client data a response carries. WebAuthn binds a passkey to a relying party
 * id (a host name, "RP ID") and checks the page's origin: both come from the request itself, so each brand host
 * (localhost, kerbside.localhost, a production host name) is its own relying party and a passkey made on one brand's
 * site is offered there only. Behind a load balancer the host and protocol are the forwarded ones (trustProxy).
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http-errors';

export interface RelyingParty {
  /** The request's host name without port: the RP ID. */
  id: string;
  /** The request's own origin (scheme, host, port unless the default): the only origin a response may come from. */
  origin: string;
}

/**
 * COSE algorithms offered and accepted: ES256 (what platform authenticators and security keys use), Ed25519, and
 * RS256 (Windows Hello). Named explicitly so a library upgrade does not widen the set silently.
 */
export const SUPPORTED_ALGORITHMS = [-7, -8, -257];

export function relyingPartyOf(request: FastifyRequest): RelyingParty {
  const hostname = request.hostname.toLowerCase().replace(/\.$/, '');
  if (!hostname || isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) {
    throw badRequest('Passkeys work on the shop’s host name, not on an IP address: open the shop by its name.');
  }
  let origin: string;
  try {
    origin = new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw badRequest('host: not a valid host name');
  }
  return { id: hostname, origin };
}

interface ClientData {
  type: string;
  challenge: string;
  origin: string;
}

/** The clientDataJSON of a response, decoded enough to find its challenge; 400 naming the field when it is not. */
export function readClientData(clientDataJSON: string): ClientData {
  const invalid = badRequest('response.response.clientDataJSON: not valid client data');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!parsed || typeof parsed !== 'object') throw invalid;
  const { type, challenge, origin } = parsed as Record<string, unknown>;
  if (typeof type !== 'string' || typeof challenge !== 'string' || typeof origin !== 'string') throw invalid;
  return { type, challenge, origin };
}

/** The WebAuthn user handle of a customer: the bytes of its id (a random uuid, no personal data). */
export const userHandleOf = (customerId: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(customerId, 'utf8'));
