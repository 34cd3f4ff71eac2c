/**
 * Every passkey endpoint against hostile input: wrong types, oversized and odd strings, bad ids, malformed JSON, and
 * well-formed requests carrying broken WebAuthn payloads (garbage CBOR, truncated authenticator data, bad signatures,
 * client data that is not JSON) with live challenges. Always a 4xx with a message, never a 5xx.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { PasskeyAuthenticationOptions, PasskeyRegistrationOptions } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { HOSTILE_VALUES, type HostileRequest, LONG_STRING, ODD_UNICODE, sendHostile } from '../../test/hostile-input';
import { freshAddress, signedInShopper } from '../../test/customer-session';
import { encodeCbor, SoftwareAuthenticator, type CborValue } from '../../test/software-authenticator';

interface Case extends Omit<HostileRequest, 'payload'> {
  signedIn?: boolean;
  /** A body, or a function building one at run time (to get a live challenge first). */
  payload?: unknown | (() => Promise<unknown>);
}

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;
/** The shared values plus one that is not base64url. */
const PASSKEY_HOSTILE_VALUES: readonly unknown[] = [...HOSTILE_VALUES, '===='];
const b64 = (value: Uint8Array | string) => Buffer.from(value).toString('base64url');

/** The path of every key of a JSON object, nested ones included ("response.response.clientDataJSON"). */
function keyPaths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, entry]) => [[...prefix, key], ...keyPaths(entry, [...prefix, key])]);
}
function withValue(body: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1) ?? ''] = value;
  return copy;
}

describeDatabases('passkeys hostile input', (context) => {
  it('answers 4xx with a message, never 5xx, on every endpoint', async () => {
    const shopper = await signedInShopper(context.app, 'hostile');
    const headers = (signedIn: boolean) => ({ host: HOST, origin: ORIGIN, ...(signedIn ? { cookie: shopper.cookie } : {}) });
    const post = async (url: string, signedIn: boolean, payload?: object) =>
      context.app.inject({ method: 'POST', url, headers: headers(signedIn), remoteAddress: freshAddress(), ...(payload ? { payload } : {}) });
    const registrationOptions = async () =>
      (await post('/api/passkeys/registration/options?brand=northbound&locale=uk-en', true)).json() as PasskeyRegistrationOptions;
    const authenticationOptions = async () => (await post('/api/passkeys/authentication/options', false)).json() as PasskeyAuthenticationOptions;

    // A registered passkey, so sign-in cases reach signature checking.
    const authenticator = new SoftwareAuthenticator();
    const registered = await post('/api/passkeys/registration', true, { name: 'Key', response: authenticator.register(await registrationOptions(), ORIGIN) });
    expect(registered.statusCode).toBe(201);

    const validRegistration = { name: 'Laptop', response: new SoftwareAuthenticator().register(await registrationOptions(), ORIGIN) };
    const validSignIn = { response: authenticator.authenticate(await authenticationOptions(), ORIGIN) };

    const cases: Case[] = [];
    const bodies: Array<[string, boolean, Record<string, unknown>]> = [
      ['/api/passkeys/registration', true, validRegistration],
      ['/api/passkeys/authentication', false, validSignIn],
      ['/api/passkeys/authentication/options', false, {}],
      ['/api/passkeys/registration/options?brand=northbound&locale=uk-en', true, {}],
    ];
    for (const [url, signedIn, valid] of bodies) {
      cases.push({ name: `${url} extra field`, method: 'POST', url, signedIn, payload: { ...valid, isAdmin: true } });
      cases.push({ name: `${url} array body`, method: 'POST', url, signedIn, payload: [valid] });
      cases.push({ name: `${url} malformed JSON`, method: 'POST', url, signedIn, raw: '{"a":' });
      cases.push({ name: `${url} no body`, method: 'POST', url, signedIn });
      for (const path of keyPaths(valid)) {
        for (const value of PASSKEY_HOSTILE_VALUES) {
          cases.push({ name: `${url} ${path.join('.')}=${String(value).slice(0, 20)}`, method: 'POST', url, signedIn, payload: withValue(valid, path, value) });
        }
      }
    }
    for (const query of [
      '',
      'brand=nope&locale=uk-en',
      'brand=northbound&locale=xx-yy',
      `brand=${encodeURIComponent(ODD_UNICODE)}&locale=uk-en`,
      `brand=${'n'.repeat(5000)}`,
    ]) {
      cases.push({
        name: `registration options ?${query.slice(0, 30)}`,
        method: 'POST',
        url: `/api/passkeys/registration/options?${query}`,
        signedIn: true,
        payload: {},
      });
    }
    for (const bad of ['not-a-uuid', 'x'.repeat(5000), encodeURIComponent(ODD_UNICODE), '..%2F..%2Fetc', '00000000-0000-4000-8000-000000000000', '%00']) {
      cases.push({ name: `DELETE ${bad.slice(0, 20)}`, method: 'DELETE', url: `/api/passkeys/${bad}`, signedIn: true });
    }
    cases.push({
      name: 'GET list with junk query',
      method: 'GET',
      url: `/api/passkeys?${encodeURIComponent(ODD_UNICODE)}=${LONG_STRING.slice(0, 2000)}`,
      signedIn: true,
    });

    // Well-formed requests with broken WebAuthn insides, each with a live challenge.
    const clientData = (type: string, challenge: string, origin = ORIGIN) => b64(JSON.stringify({ type, challenge, origin }));
    const attestations: Record<string, (authData: Uint8Array) => CborValue> = {
      'random bytes': () => new Uint8Array(randomBytes(64)),
      'CBOR array': () => [1, 2, 3],
      'no authData': () => new Map<CborValue, CborValue>([['fmt', 'none']]),
      'authData short': () =>
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(10)],
        ]),
      'authData text': () =>
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', 'abc'],
        ]),
      'packed, no signature': (authData) =>
        new Map<CborValue, CborValue>([
          ['fmt', 'packed'],
          ['attStmt', new Map([['alg', -7]])],
          ['authData', authData],
        ]),
      'unknown format': (authData) =>
        new Map<CborValue, CborValue>([
          ['fmt', 'made-up'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      'none with a statement': (authData) =>
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map([['sig', new Uint8Array(8)]])],
          ['authData', authData],
        ]),
    };
    for (const [name, build] of Object.entries(attestations)) {
      cases.push({
        name: `registration attestation: ${name}`,
        method: 'POST',
        url: '/api/passkeys/registration',
        signedIn: true,
        payload: async () => {
          const options = await registrationOptions();
          const genuineAuthData = new SoftwareAuthenticator();
          const genuine = genuineAuthData.register(options, ORIGIN);
          const attestationObject = b64(encodeCbor(build(genuineAuthData.authenticatorData('localhost', 1, true, true))));
          return { name: 'Key', response: { ...genuine, response: { ...genuine.response, attestationObject } } };
        },
      });
    }
    const clientDatas: Record<string, (challenge: string) => string> = {
      'not JSON': () => b64('not json'),
      'JSON null': () => b64('null'),
      'JSON array': () => b64('[1,2]'),
      'challenge a number': () => b64(JSON.stringify({ type: 'webauthn.create', challenge: 1, origin: ORIGIN })),
      'unknown challenge': () => clientData('webauthn.create', 'QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB'),
      'challenge with odd characters': () => clientData('webauthn.create', '../../etc/passwd'),
      'wrong type': (challenge) => clientData('payment.get', challenge),
      'binary garbage': () => b64(randomBytes(200)),
    };
    for (const [name, build] of Object.entries(clientDatas)) {
      cases.push({
        name: `registration clientData: ${name}`,
        method: 'POST',
        url: '/api/passkeys/registration',
        signedIn: true,
        payload: async () => {
          const options = await registrationOptions();
          const genuine = new SoftwareAuthenticator().register(options, ORIGIN);
          return { name: 'Key', response: { ...genuine, response: { ...genuine.response, clientDataJSON: build(options.challenge) } } };
        },
      });
      cases.push({
        name: `sign-in clientData: ${name}`,
        method: 'POST',
        url: '/api/passkeys/authentication',
        payload: async () => {
          const options = await authenticationOptions();
          const genuine = authenticator.authenticate(options, ORIGIN);
          return { response: { ...genuine, response: { ...genuine.response, clientDataJSON: build(options.challenge).replace('create', 'get') } } };
        },
      });
    }
    const assertions: Record<string, (genuine: ReturnType<SoftwareAuthenticator['authenticate']>) => unknown> = {
      'unknown credential': (genuine) => ({ ...genuine, id: b64(randomBytes(32)), rawId: b64(randomBytes(32)) }),
      'id and rawId differ': (genuine) => ({ ...genuine, rawId: b64(randomBytes(32)) }),
      'random signature': (genuine) => ({ ...genuine, response: { ...genuine.response, signature: b64(randomBytes(72)) } }),
      'signature not DER': (genuine) => ({ ...genuine, response: { ...genuine.response, signature: b64(new Uint8Array(3)) } }),
      'authenticatorData short': (genuine) => ({ ...genuine, response: { ...genuine.response, authenticatorData: b64(new Uint8Array(5)) } }),
      'authenticatorData random': (genuine) => ({ ...genuine, response: { ...genuine.response, authenticatorData: b64(randomBytes(37)) } }),
      'authenticatorData with extensions flag and no CBOR': (genuine) => {
        const data = Buffer.from(genuine.response.authenticatorData, 'base64url');
        data[32] = (data[32] ?? 0) | 0x80;
        return { ...genuine, response: { ...genuine.response, authenticatorData: b64(data) } };
      },
      'userHandle of another': (genuine) => ({ ...genuine, response: { ...genuine.response, userHandle: b64('someone') } }),
    };
    for (const [name, mutate] of Object.entries(assertions)) {
      cases.push({
        name: `sign-in assertion: ${name}`,
        method: 'POST',
        url: '/api/passkeys/authentication',
        payload: async () => ({ response: mutate(authenticator.authenticate(await authenticationOptions(), ORIGIN)) }),
      });
    }

    const failures: string[] = [];
    for (const testCase of cases) {
      const payload = typeof testCase.payload === 'function' ? await (testCase.payload as () => Promise<unknown>)() : testCase.payload;
      // Some hostile values are harmless (an ignored body on an options request): those simply succeed.
      const { failure } = await sendHostile(context.app, { ...testCase, payload, remoteAddress: freshAddress(), headers: headers(testCase.signedIn ?? false) });
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThan(300);
    // Nothing hostile was stored (the one live registration, sent with an ignored extra field, is genuine), and the
    // genuine passkey still signs in.
    expect((await context.app.passkeys.list(shopper.customerId)).map((passkey) => passkey.name)).toEqual(['Key', 'Laptop']);
    const signIn = await post('/api/passkeys/authentication', false, { response: authenticator.authenticate(await authenticationOptions(), ORIGIN) });
    expect(signIn.statusCode).toBe(200);
  }, 180_000);
});
