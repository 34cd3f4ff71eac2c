/**
 * Passkeys through the HTTP surface with a real (software) authenticator: EC P-256 keys, hand-encoded CBOR, real
 * signatures. Registration from a signed-in session, sign-in as a guest (same body and cookie as a password sign-in),
 * single-use challenges, origin and relying-party checks, the counter, ownership, erasure and the throttle.
 */
import { expect, it } from 'vitest';
import type { Passkey, PasskeyAuthenticationOptions, PasskeyList, PasskeyRegistrationOptions, SessionView, SignInResult } from '@sf/contracts';
import { MAX_PASSKEYS } from '@sf/contracts/api';
import { describeDatabases } from '../../test/databases';
import { cookieHeader, freshAddress, signedInShopper, type SignedInShopper } from '../../test/customer-session';
import { CHALLENGE_MESSAGE, NOT_VERIFIED_MESSAGE, PASSKEY_SIGN_IN_LIMIT, UNKNOWN_PASSKEY_MESSAGE } from './routes';
import { SoftwareAuthenticator } from '../../test/software-authenticator';

const HOST = 'localhost:3000';
const ORIGIN = `http://${HOST}`;
const site = 'brand=northbound&locale=uk-en';

type Method = 'GET' | 'POST' | 'DELETE';

describeDatabases('passkeys', (context) => {
  const call = async (method: Method, url: string, options: { payload?: unknown; cookie?: string; host?: string; address?: string } = {}) => {
    const host = options.host ?? HOST;
    const response = await context.app.inject({
      method,
      url,
      headers: { host, origin: `http://${host}`, ...(options.cookie ? { cookie: options.cookie } : {}) },
      remoteAddress: options.address ?? freshAddress(),
      ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
    });
    return response;
  };

  /** Registration options → the authenticator → verification, as the profile page does it. */
  async function addPasskey(shopper: SignedInShopper, authenticator = new SoftwareAuthenticator(), name = 'My laptop', host = HOST) {
    const options = (await call('POST', `/api/passkeys/registration/options?${site}`, { cookie: shopper.cookie, host })).json() as PasskeyRegistrationOptions;
    const response = authenticator.register(options, `http://${host}`);
    const added = await call('POST', '/api/passkeys/registration', { cookie: shopper.cookie, host, payload: { name, response } });
    return { added, authenticator, options };
  }

  async function signInWith(authenticator: SoftwareAuthenticator, overrides: Parameters<SoftwareAuthenticator['authenticate']>[2] = {}, host = HOST) {
    const options = (await call('POST', '/api/passkeys/authentication/options', { host })).json() as PasskeyAuthenticationOptions;
    const response = authenticator.authenticate(options, `http://${host}`, overrides);
    return { result: await call('POST', '/api/passkeys/authentication', { host, payload: { response } }), response };
  }

  const list = async (cookie: string) => ((await call('GET', '/api/passkeys', { cookie })).json() as PasskeyList).passkeys;

  it('answers 401 to the account endpoints without a session', async () => {
    for (const [method, url] of [
      ['POST', `/api/passkeys/registration/options?${site}`],
      ['GET', '/api/passkeys'],
      ['DELETE', '/api/passkeys/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('Sign in to continue');
    }
    const register = await call('POST', '/api/passkeys/registration', {
      payload: {
        name: 'x',
        response: new SoftwareAuthenticator().register({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA', rp: { id: 'localhost' }, user: { id: 'dQ' } }, ORIGIN),
      },
    });
    expect(register.statusCode).toBe(401);
  });

  it('adds a passkey from a signed-in session, then signs in with it as a guest like a password sign-in', async () => {
    const shopper = await signedInShopper(context.app, 'passkey');
    const { added, options } = await addPasskey(shopper, undefined, '  Work laptop  ');
    // The relying party is the request's host name; the user is the account; the passkey must be discoverable.
    expect(options.rp).toEqual({ id: 'localhost', name: 'Northbound' });
    expect(options.user.name).toBe(shopper.email);
    expect(options.user.displayName).toBe('Test Shopper');
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(shopper.customerId);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.excludeCredentials).toEqual([]);
    expect(added.statusCode, added.body).toBe(201);
    const passkey = added.json() as Passkey;
    expect(passkey).toMatchObject({ name: 'Work laptop', deviceType: 'singleDevice', backedUp: false, lastUsedAt: null });
    expect(await list(shopper.cookie)).toEqual([passkey]);

    // The next options exclude it, so the browser does not register the same authenticator twice.
    const again = (await call('POST', `/api/passkeys/registration/options?${site}`, { cookie: shopper.cookie })).json() as PasskeyRegistrationOptions;
    expect(again.excludeCredentials?.map((entry) => entry.id)).toHaveLength(1);

    // A guest (no cookie) signs in with it: the same body and cookie as a password sign-in.
    const authenticator = (await addPasskey(shopper, new SoftwareAuthenticator({ synced: true, countless: true }), 'Phone')).authenticator;
    const { result } = await signInWith(authenticator);
    expect(result.statusCode, result.body).toBe(200);
    const body = result.json() as SignInResult;
    expect(body).toMatchObject({ signedIn: true, firstSignIn: false, customer: { customerId: shopper.customerId, email: shopper.email } });
    expect(result.cookies.find((cookie) => cookie.name === 'sf_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(result.headers['cache-control']).toBe('no-store');
    const session = (await call('GET', '/api/identity/session', { cookie: cookieHeader(result) })).json() as SessionView;
    expect(session.customer?.customerId).toBe(shopper.customerId);

    const phone = (await list(shopper.cookie)).find((entry) => entry.name === 'Phone');
    expect(phone).toMatchObject({ deviceType: 'multiDevice', backedUp: true });
    expect(phone?.lastUsedAt).not.toBeNull();
    // Countless (synced) passkeys sign in again and again with counter 0.
    expect((await signInWith(authenticator)).result.statusCode).toBe(200);
  });

  it('uses a challenge once: a replayed sign-in or registration is refused', async () => {
    const shopper = await signedInShopper(context.app, 'replay');
    const { authenticator } = await addPasskey(shopper);
    const { result, response } = await signInWith(authenticator);
    expect(result.statusCode).toBe(200);
    const replay = await call('POST', '/api/passkeys/authentication', { payload: { response } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(CHALLENGE_MESSAGE);

    const options = (await call('POST', `/api/passkeys/registration/options?${site}`, { cookie: shopper.cookie })).json() as PasskeyRegistrationOptions;
    const second = new SoftwareAuthenticator();
    const response2 = second.register(options, ORIGIN);
    expect((await call('POST', '/api/passkeys/registration', { cookie: shopper.cookie, payload: { name: 'Key', response: response2 } })).statusCode).toBe(201);
    const replayed = await call('POST', '/api/passkeys/registration', { cookie: shopper.cookie, payload: { name: 'Key', response: response2 } });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(CHALLENGE_MESSAGE);

    // A challenge never issued, and a sign-in challenge offered for a registration (and the other way round).
    const made = new SoftwareAuthenticator();
    const forged = made.register({ ...options, challenge: 'bm90LWEtcmVhbC1jaGFsbGVuZ2UtYXQtYWxs' }, ORIGIN);
    expect((await call('POST', '/api/passkeys/registration', { cookie: shopper.cookie, payload: { name: 'Key', response: forged } })).json().message).toBe(
      CHALLENGE_MESSAGE,
    );
    const signInOptions = (await call('POST', '/api/passkeys/authentication/options')).json() as PasskeyAuthenticationOptions;
    const crossed = made.register({ ...options, challenge: signInOptions.challenge }, ORIGIN);
    expect((await call('POST', '/api/passkeys/registration', { cookie: shopper.cookie, payload: { name: 'Key', response: crossed } })).statusCode).toBe(400);

    // A registration challenge belongs to the customer it was issued to.
    const other = await signedInShopper(context.app, 'other');
    const stolen = (await call('POST', `/api/passkeys/registration/options?${site}`, { cookie: shopper.cookie })).json() as PasskeyRegistrationOptions;
    const theft = await call('POST', '/api/passkeys/registration', {
      cookie: other.cookie,
      payload: { name: 'Key', response: new SoftwareAuthenticator().register(stolen, ORIGIN) },
    });
    expect(theft.statusCode).toBe(400);
    expect(await list(other.cookie)).toEqual([]);
  });

  it('refuses a response made for another origin or relying party, and a passkey of another host', async () => {
    const shopper = await signedInShopper(context.app, 'origin');
    const authenticator = new SoftwareAuthenticator();
    const options = (await call('POST', `/api/passkeys/registration/options?${site}`, { cookie: shopper.cookie })).json() as PasskeyRegistrationOptions;
    const phished = await call('POST', '/api/passkeys/registration', {
      cookie: shopper.cookie,
      payload: { name: 'Evil', response: authenticator.register(options, 'https://evil.example') },
    });
    expect(phished.statusCode).toBe(400);
    expect(phished.json().message).toMatch(/^The passkey could not be added: .*origin/i);
    expect(await list(shopper.cookie)).toEqual([]);

    expect((await addPasskey(shopper, authenticator)).added.statusCode).toBe(201);
    const wrongOrigin = await signInWith(authenticator, { origin: 'http://localhost.evil.example:3000' });
    expect(wrongOrigin.result.statusCode).toBe(401);
    expect(wrongOrigin.result.json().message).toBe(NOT_VERIFIED_MESSAGE);
    const wrongRp = await signInWith(authenticator, { rpId: 'evil.example' });
    expect(wrongRp.result.statusCode).toBe(401);
    const notVerified = await signInWith(authenticator, { userVerified: false });
    expect(notVerified.result.statusCode).toBe(401);
    const wrongType = await signInWith(authenticator, { type: 'webauthn.create' });
    expect(wrongType.result.statusCode).toBe(401);
    const wrongUser = await signInWith(authenticator, { userHandle: Buffer.from('someone-else').toString('base64url') });
    expect(wrongUser.result.statusCode).toBe(401);

    // Each brand host is its own relying party: the passkey made on localhost is not offered for kerbside.localhost.
    const kerbside = await signInWith(authenticator, {}, 'kerbside.localhost:3000');
    expect(kerbside.result.statusCode).toBe(401);
    expect(kerbside.result.json().message).toBe(UNKNOWN_PASSKEY_MESSAGE);
    // And it still works where it was made.
    expect((await signInWith(authenticator)).result.statusCode).toBe(200);
  });

  it('refuses a signature counter that does not move forward (a cloned authenticator)', async () => {
    const shopper = await signedInShopper(context.app, 'counter');
    const { authenticator } = await addPasskey(shopper, new SoftwareAuthenticator({ counter: 5 }));
    expect((await signInWith(authenticator)).result.statusCode).toBe(200); // counter 6
    for (const counter of [6, 3, 0]) {
      const { result } = await signInWith(authenticator, { counter });
      expect(result.statusCode, `counter ${counter}`).toBe(401);
      expect(result.json().message).toBe(NOT_VERIFIED_MESSAGE);
    }
    expect((await signInWith(authenticator)).result.statusCode).toBe(200); // counter 7
    const stored = await context.app.passkeys.findByCredentialId(authenticator.id);
    expect(stored?.counter).toBe(7);
  });

  it("lists and deletes only the owner's passkeys; another's id is 404", async () => {
    const owner = await signedInShopper(context.app, 'owner');
    const intruder = await signedInShopper(context.app, 'intruder');
    const { added, authenticator } = await addPasskey(owner);
    const { id } = added.json() as Passkey;
    expect(await list(intruder.cookie)).toEqual([]);
    const theirs = await call('DELETE', `/api/passkeys/${id}`, { cookie: intruder.cookie });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Passkey not found');
    expect(await list(owner.cookie)).toHaveLength(1);

    // The same authenticator cannot be registered to a second account.
    const options = (await call('POST', `/api/passkeys/registration/options?${site}`, { cookie: intruder.cookie })).json() as PasskeyRegistrationOptions;
    const duplicate = await call('POST', '/api/passkeys/registration', {
      cookie: intruder.cookie,
      payload: { name: 'Mine now', response: authenticator.register(options, ORIGIN) },
    });
    expect(duplicate.statusCode).toBe(409);

    expect((await call('DELETE', `/api/passkeys/${id}`, { cookie: owner.cookie })).statusCode).toBe(204);
    expect(await list(owner.cookie)).toEqual([]);
    expect((await call('DELETE', `/api/passkeys/${id}`, { cookie: owner.cookie })).statusCode).toBe(404);
    // A deleted passkey no longer signs in.
    const { result } = await signInWith(authenticator);
    expect(result.statusCode).toBe(401);
    expect(result.json().message).toBe(UNKNOWN_PASSKEY_MESSAGE);
  });

  it(`keeps at most ${MAX_PASSKEYS} passkeys per account`, async () => {
    const shopper = await signedInShopper(context.app, 'many');
    for (let index = 0; index < MAX_PASSKEYS; index += 1) expect((await addPasskey(shopper, undefined, `Key ${index}`)).added.statusCode).toBe(201);
    const full = await call('POST', `/api/passkeys/registration/options?${site}`, { cookie: shopper.cookie });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toContain(`at most ${MAX_PASSKEYS} passkeys`);
  });

  it('erases the passkeys with the account', async () => {
    const shopper = await signedInShopper(context.app, 'erase');
    const { authenticator } = await addPasskey(shopper);
    expect(await context.app.passkeys.findByCredentialId(authenticator.id)).not.toBeNull();
    await context.app.identity.erase(shopper.customerId);
    expect(await context.app.passkeys.findByCredentialId(authenticator.id)).toBeNull();
    expect((await signInWith(authenticator)).result.statusCode).toBe(401);
  });

  it('throttles passkey sign-in per address with a "try again in N minutes" answer', async () => {
    const address = freshAddress();
    for (let index = 0; index < PASSKEY_SIGN_IN_LIMIT.limit; index += 1) {
      expect((await call('POST', '/api/passkeys/authentication/options', { address })).statusCode).toBe(200);
    }
    const limited = await call('POST', '/api/passkeys/authentication', { address, payload: { response: {} } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call('POST', '/api/passkeys/authentication/options')).statusCode).toBe(200);
  });

  it('refuses a cross-site request', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/passkeys/authentication/options',
      headers: { host: HOST, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets exactly one of two concurrent sign-ins with one challenge or one counter value through', async () => {
    const shopper = await signedInShopper(context.app, 'race');
    const { authenticator } = await addPasskey(shopper);
    const options = (await call('POST', '/api/passkeys/authentication/options')).json() as PasskeyAuthenticationOptions;
    const response = authenticator.authenticate(options, ORIGIN);
    const sameChallenge = await Promise.all([0, 1, 2].map(() => call('POST', '/api/passkeys/authentication', { payload: { response } })));
    expect(sameChallenge.map((result) => result.statusCode).sort()).toEqual([200, 400, 400]);

    // Two assertions with fresh challenges but the same counter value (a cloned key used twice at once).
    const counter = authenticator.counter + 1;
    const [first, second] = await Promise.all([0, 1].map(() => call('POST', '/api/passkeys/authentication/options')));
    const responses = [first, second].map((result) => authenticator.authenticate(result?.json() as PasskeyAuthenticationOptions, ORIGIN, { counter }));
    const sameCounter = await Promise.all(responses.map((body) => call('POST', '/api/passkeys/authentication', { payload: { response: body } })));
    expect(sameCounter.map((result) => result.statusCode).sort()).toEqual([200, 401]);
  });
});
