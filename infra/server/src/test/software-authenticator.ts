/**
 * Test-only: a software WebAuthn authenticator. It holds real EC P-256 (ES256) keys from node:crypto and builds the
 * exact bytes a browser would hand over: a 'none' attestation object and assertions, CBOR-encoded by the tiny encoder
 * below and signed over authenticatorData ‖ SHA-256(clientDataJSON). Nothing here is shared with the code under test.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '@sf/contracts';

// --- A tiny CBOR encoder (RFC 8949): the major types WebAuthn uses, definite lengths only. -------------------------

export type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  }
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function encodeCbor(value: CborValue): Buffer {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new Error('only integers');
    return value >= 0 ? head(0, value) : head(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(encodeCbor)]);
  const parts: Buffer[] = [head(5, value.size)];
  for (const [key, entry] of value) parts.push(encodeCbor(key), encodeCbor(entry));
  return Buffer.concat(parts);
}

// --- The authenticator. ---------------------------------------------------------------------------------------------

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftwareAuthenticatorOptions {
  /** A synced passkey (backup eligible and backed up) instead of a device-bound key. */
  synced?: boolean;
  /** Signature counter before the first use; 0 and never counting, like most platform passkeys, when `countless`. */
  counter?: number;
  countless?: boolean;
}

export interface ClientOverrides {
  origin?: string;
  rpId?: string;
  type?: string;
  /** Replaces the counter reported in this response (a cloned authenticator reporting an old value). */
  counter?: number;
  userVerified?: boolean;
  userHandle?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = new Uint8Array(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  counter: number;
  private readonly countless: boolean;
  private readonly synced: boolean;
  /** The user handle the relying party gave at registration (returned by discoverable sign-in). */
  userHandle: string | null = null;

  constructor(options: SoftwareAuthenticatorOptions = {}) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
    this.countless = options.countless ?? false;
    this.counter = this.countless ? 0 : (options.counter ?? 1);
    this.synced = options.synced ?? false;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** COSE_Key of the public key: kty EC2, alg ES256, crv P-256, x, y. */
  coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return encodeCbor(
      new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  /** rpIdHash ‖ flags ‖ counter, plus the attested credential (AAGUID, id, COSE key) when `attested`. */
  authenticatorData(rpId: string, counter: number, userVerified: boolean, attested: boolean): Buffer {
    let flags = FLAG_UP | (userVerified ? FLAG_UV : 0) | (this.synced ? FLAG_BE | FLAG_BS : 0);
    if (attested) flags |= FLAG_AT;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter, 0);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length, 0);
      parts.push(Buffer.alloc(16), length, Buffer.from(this.credentialId), this.coseKey());
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** navigator.credentials.create(): a 'none' attestation for the options the server gave. */
  register(
    options: { challenge: string; rp: { id: string }; user: { id: string } },
    origin: string,
    overrides: ClientOverrides = {},
  ): PasskeyRegistrationResponse {
    this.userHandle = options.user.id;
    const rpId = overrides.rpId ?? options.rp.id;
    const authData = this.authenticatorData(rpId, overrides.counter ?? this.counter, overrides.userVerified ?? true, true);
    const attestationObject = encodeCbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData(overrides.type ?? 'webauthn.create', options.challenge, overrides.origin ?? origin);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal', 'hybrid'] },
      authenticatorAttachment: 'platform',
      clientExtensionResults: { credProps: { rk: true } },
    };
  }

  /** navigator.credentials.get(): an assertion signed with the private key; the counter moves on unless countless. */
  authenticate(options: { challenge: string; rpId: string }, origin: string, overrides: ClientOverrides = {}): PasskeyAuthenticationResponse {
    if (!this.countless && overrides.counter === undefined) this.counter += 1;
    const authData = this.authenticatorData(overrides.rpId ?? options.rpId, overrides.counter ?? this.counter, overrides.userVerified ?? true, false);
    const clientDataJSON = this.clientData(overrides.type ?? 'webauthn.get', options.challenge, overrides.origin ?? origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    const userHandle = overrides.userHandle ?? this.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
