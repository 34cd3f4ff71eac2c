/**
 * HTTP surface of passkeys. A signed-in shopper asks for registration options, lets the browser create a passkey and
 * sends it back with a name; lists and deletes their own. A guest asks for authentication options, lets the browser
 * pick one of its passkeys for this site and sends the signed assertion back, which signs the customer in exactly as a
 * password does (same SignInResult body, same session cookie). Sign-in is throttled per address.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { BRANDS, type BrandKey } from '@sf/remote-contract';
import {
  ApiErrorSchema,
  MAX_PASSKEYS,
  PasskeyAuthenticationOptionsSchema,
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeyRegistrationOptionsSchema,
  PasskeySchema,
  PasskeySignInBodySchema,
  RegisterPasskeyBodySchema,
  SignInResultSchema,
  SiteQuerySchema,
} from '@sf/contracts/api';
import { conflict, errorResponses, HttpError, notFound } from '../../http-errors';
import { limitPerAddress } from '../../plugins/rate-limit';
import { CHALLENGE_TTL_SECONDS, type ChallengeStore } from './challenges';
import { PASSKEY_LIMIT_MESSAGE, type PasskeysService } from './service';
import { readClientData, relyingPartyOf, SUPPORTED_ALGORITHMS, userHandleOf } from './webauthn';

const tags = ['passkeys'];

/** Options and verification requests from one address together (a sign-in is two requests). */
export const PASSKEY_SIGN_IN_LIMIT = { limit: 40, windowSeconds: 15 * 60 };

export const CHALLENGE_MESSAGE = 'The passkey request expired or was already used. Please try again.';
export const NOT_VERIFIED_MESSAGE = 'This passkey could not be verified. Try again, or sign in with your password.';
export const UNKNOWN_PASSKEY_MESSAGE = 'This passkey is not registered on this site. Sign in with your password, then add it from your profile.';

const unauthorized = (message: string) => new HttpError(401, message);
/** Library messages can quote attacker-chosen values: short and single-line in our answer. */
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/[\u0000-\u001f]+/g, ' ').slice(0, 200);

export const passkeyRoutes: FastifyPluginAsyncZod<{ passkeys: PasskeysService; challenges: ChallengeStore }> = async (app, { passkeys, challenges }) => {
  const signInLimit = limitPerAddress('passkey-sign-in', PASSKEY_SIGN_IN_LIMIT, 'sign-in attempts');
  const signedIn = { 401: ApiErrorSchema.describe('Nobody is signed in') };
  const tooMany = { 429: ApiErrorSchema.describe('Too many attempts from this address; see Retry-After') };
  const crossSite = { 403: ApiErrorSchema.describe('Cross-site request refused') };

  app.post('/api/passkeys/registration/options', {
    schema: {
      tags,
      summary: 'Options for adding a passkey to the signed-in account (pass to startRegistration)',
      description: `The challenge is valid for ${CHALLENGE_TTL_SECONDS / 60} minutes and once. The relying party id is the request's host name.`,
      querystring: SiteQuerySchema,
      response: {
        200: PasskeyRegistrationOptionsSchema,
        400: errorResponses[400],
        ...signedIn,
        ...crossSite,
        409: ApiErrorSchema.describe(`Already ${MAX_PASSKEYS} passkeys`),
      },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      const rp = relyingPartyOf(request);
      if ((await passkeys.countOf(customer.customerId)) >= MAX_PASSKEYS) throw conflict(PASSKEY_LIMIT_MESSAGE);
      const profile = await app.identity.customer(customer.customerId);
      const displayName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
      const { bytes } = await challenges.issue({ purpose: 'registration', customerId: customer.customerId, rpId: rp.id, origin: rp.origin });
      const options = await generateRegistrationOptions({
        rpName: BRANDS[request.query.brand as BrandKey].name,
        rpID: rp.id,
        userName: customer.email,
        userID: userHandleOf(customer.customerId),
        userDisplayName: displayName || customer.email,
        challenge: bytes,
        timeout: CHALLENGE_TTL_SECONDS * 1000,
        attestationType: 'none',
        excludeCredentials: await passkeys.credentialsOf(customer.customerId),
        // A discoverable credential, so signing in needs no e-mail; verified by PIN or biometrics, as it replaces a password.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
      });
      return reply.header('cache-control', 'no-store').send({ ...options, rp: { name: options.rp.name, id: rp.id } });
    },
  });

  app.post('/api/passkeys/registration', {
    schema: {
      tags,
      summary: 'Add the passkey the browser created to the signed-in account',
      body: RegisterPasskeyBodySchema,
      response: {
        201: PasskeySchema,
        400: ApiErrorSchema.describe('Invalid input, an expired or reused challenge, or a response that does not verify'),
        ...signedIn,
        ...crossSite,
        409: ApiErrorSchema.describe(`Already ${MAX_PASSKEYS} passkeys, or this passkey is registered already`),
      },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      const rp = relyingPartyOf(request);
      const { name, response } = request.body;
      const clientData = readClientData(response.response.clientDataJSON);
      const record = await challenges.consume(clientData.challenge, 'registration');
      if (!record || record.customerId !== customer.customerId || record.rpId !== rp.id) throw new HttpError(400, CHALLENGE_MESSAGE);
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
      try {
        verification = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge: clientData.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
          supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
        });
      } catch (error) {
        throw new HttpError(400, `The passkey could not be added: ${reason(error)}`);
      }
      if (!verification.verified) throw new HttpError(400, 'The passkey could not be added: the response did not verify');
      const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
      const passkey = await passkeys.add({
        customerId: customer.customerId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: response.response.transports ?? credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        rpId: rp.id,
        name,
      });
      return reply.code(201).header('cache-control', 'no-store').send(passkey);
    },
  });

  app.get('/api/passkeys', {
    schema: { tags, summary: "The signed-in shopper's passkeys, oldest first", response: { 200: PasskeyListSchema, ...signedIn } },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      return reply.header('cache-control', 'no-store').send({ passkeys: await passkeys.list(customer.customerId) });
    },
  });

  app.delete('/api/passkeys/:id', {
    schema: {
      tags,
      summary: 'Delete one of your passkeys (it can no longer sign in; remove it from the device yourself)',
      params: PasskeyIdParamsSchema,
      response: {
        204: z.null().describe('Deleted'),
        400: errorResponses[400],
        ...signedIn,
        ...crossSite,
        404: ApiErrorSchema.describe('No such passkey of yours'),
      },
    },
    handler: async (request, reply) => {
      const customer = await app.requireCustomer(request);
      if (!(await passkeys.remove(customer.customerId, request.params.id))) throw notFound('Passkey not found');
      return reply.code(204).send(null);
    },
  });

  app.post('/api/passkeys/authentication/options', {
    schema: {
      tags,
      summary: 'Options for signing in with a passkey (pass to startAuthentication)',
      description: `No account is named: the browser offers the passkeys it holds for this host. The challenge is valid for ${CHALLENGE_TTL_SECONDS / 60} minutes and once.`,
      response: { 200: PasskeyAuthenticationOptionsSchema, 400: errorResponses[400], ...crossSite, ...tooMany },
    },
    config: signInLimit,
    handler: async (request, reply) => {
      const rp = relyingPartyOf(request);
      const { bytes } = await challenges.issue({ purpose: 'authentication', customerId: null, rpId: rp.id, origin: rp.origin });
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        challenge: bytes,
        timeout: CHALLENGE_TTL_SECONDS * 1000,
        userVerification: 'required',
      });
      return reply.header('cache-control', 'no-store').send({ ...options, rpId: rp.id });
    },
  });

  app.post('/api/passkeys/authentication', {
    schema: {
      tags,
      summary: 'Sign in with a passkey (sets the session cookie; answers like a password sign-in)',
      body: PasskeySignInBodySchema,
      response: {
        200: SignInResultSchema,
        400: ApiErrorSchema.describe('Invalid input, or an expired or reused challenge'),
        401: ApiErrorSchema.describe('Unknown passkey, or the assertion does not verify (signature, origin, counter)'),
        ...crossSite,
        ...tooMany,
      },
    },
    config: signInLimit,
    handler: async (request, reply) => {
      const rp = relyingPartyOf(request);
      const { response } = request.body;
      const clientData = readClientData(response.response.clientDataJSON);
      const record = await challenges.consume(clientData.challenge, 'authentication');
      if (!record || record.rpId !== rp.id) throw new HttpError(400, CHALLENGE_MESSAGE);
      const stored = await passkeys.findByCredentialId(response.id);
      if (!stored || stored.rpId !== rp.id) throw unauthorized(UNKNOWN_PASSKEY_MESSAGE);
      const { userHandle } = response.response;
      if (userHandle && userHandle !== Buffer.from(userHandleOf(stored.customerId)).toString('base64url')) throw unauthorized(NOT_VERIFIED_MESSAGE);
      let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
      try {
        verification = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          expectedChallenge: clientData.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: stored.credentialId,
            publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
            counter: stored.counter,
            transports: stored.transports as NonNullable<Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']>,
          },
          requireUserVerification: true,
        });
      } catch (error) {
        request.log.info({ passkey: stored.id, reason: reason(error) }, 'passkey sign-in refused');
        throw unauthorized(NOT_VERIFIED_MESSAGE);
      }
      if (!verification.verified) throw unauthorized(NOT_VERIFIED_MESSAGE);
      const { newCounter, credentialBackedUp } = verification.authenticationInfo;
      // Atomic with respect to a concurrent sign-in: the counter only ever moves forward.
      if (!(await passkeys.recordUse(stored.id, newCounter, credentialBackedUp))) {
        request.log.warn({ passkey: stored.id, counter: stored.counter, newCounter }, 'passkey counter did not move forward: a cloned authenticator?');
        throw unauthorized(NOT_VERIFIED_MESSAGE);
      }
      if (!(await app.identity.customer(stored.customerId))) throw unauthorized(UNKNOWN_PASSKEY_MESSAGE);
      // The same answer as a password sign-in (new session id and cookie, session view, first sign-in or not).
      return reply.header('cache-control', 'no-store').send(await app.identity.completeSignIn(request, reply, stored.customerId));
    },
  });
};
