import { z } from 'zod';

/**
 * Passkeys (WebAuthn): a signed-in shopper adds passkeys from the profile, then signs in with one instead of a
 * password. The browser half is @simplewebauthn/browser, the server half @simplewebauthn/server: options go to
 * `navigator.credentials.create/get` as they are, the responses come back as the library's JSON shapes.
 *
 * The relying party id is the host name the page is served on (northbound on localhost, kerbside.localhost, ...), so a
 * passkey works on the brand site it was made on. Challenges live on the server for a few minutes and are used once.
 */

/** At most this many passkeys per account; one more is 409. */
export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX_LENGTH = 60;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url string (no padding), as the browser library sends binary fields. */
const base64Url = (field: string, max: number) =>
  z
    .string(`${field}: required`)
    .min(1, `${field}: required`)
    .max(max, `${field}: at most ${max} characters`)
    .regex(BASE64URL, `${field}: not a base64url string`);

export const PasskeyNameSchema = z
  .string('name: required')
  .trim()
  .min(1, 'name: required')
  .max(PASSKEY_NAME_MAX_LENGTH, `name: at most ${PASSKEY_NAME_MAX_LENGTH} characters`)
  .regex(/^[^\u0000-\u001f\u007f<>]*$/, 'name: contains characters that are not allowed');

/** Transports the authenticator says it can be reached over ("internal", "hybrid", "usb", ...). */
const TransportsSchema = z
  .array(
    z
      .string()
      .max(32, 'transports: unknown transport')
      .regex(/^[a-z-]+$/, 'transports: unknown transport'),
  )
  .max(10, 'transports: at most 10');

const ClientExtensionResultsSchema = z.record(z.string(), z.unknown()).describe('Client extension results, e.g. { credProps: { rk: true } }');
const AttachmentSchema = z.enum(['platform', 'cross-platform']);

/** What `startRegistration()` of @simplewebauthn/browser resolves with. */
export const PasskeyRegistrationResponseSchema = z.object({
  id: base64Url('response.id', 1024),
  rawId: base64Url('response.rawId', 1024),
  type: z.literal('public-key', 'response.type: must be "public-key"'),
  response: z.object(
    {
      clientDataJSON: base64Url('response.response.clientDataJSON', 8192),
      attestationObject: base64Url('response.response.attestationObject', 65536),
      authenticatorData: base64Url('response.response.authenticatorData', 65536).optional(),
      transports: TransportsSchema.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64Url('response.response.publicKey', 8192).optional(),
    },
    'response.response: required',
  ),
  authenticatorAttachment: AttachmentSchema.optional(),
  clientExtensionResults: ClientExtensionResultsSchema.default({}),
});

/** What `startAuthentication()` of @simplewebauthn/browser resolves with. */
export const PasskeyAuthenticationResponseSchema = z.object({
  id: base64Url('response.id', 1024),
  rawId: base64Url('response.rawId', 1024),
  type: z.literal('public-key', 'response.type: must be "public-key"'),
  response: z.object(
    {
      clientDataJSON: base64Url('response.response.clientDataJSON', 8192),
      authenticatorData: base64Url('response.response.authenticatorData', 65536),
      signature: base64Url('response.response.signature', 8192),
      userHandle: base64Url('response.response.userHandle', 256).optional(),
    },
    'response.response: required',
  ),
  authenticatorAttachment: AttachmentSchema.optional(),
  clientExtensionResults: ClientExtensionResultsSchema.default({}),
});

/** Body of POST /api/passkeys/registration: the new credential and the name the shopper gave it. */
export const RegisterPasskeyBodySchema = z.object({
  name: PasskeyNameSchema,
  response: PasskeyRegistrationResponseSchema,
});

/** Body of POST /api/passkeys/authentication. */
export const PasskeySignInBodySchema = z.object({
  response: PasskeyAuthenticationResponseSchema,
});

const CredentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.string().describe('public-key'),
  transports: z.array(z.string()).optional(),
});
const UserVerificationSchema = z.enum(['discouraged', 'preferred', 'required']);
/** Which kind of authenticator the browser should suggest first. */
const HintSchema = z.enum(['security-key', 'client-device', 'hybrid']);

/** `PublicKeyCredentialCreationOptionsJSON`: pass to `startRegistration({ optionsJSON })`. */
export const PasskeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  /** The relying party: the brand's name and the host name of the page. */
  rp: z.object({ name: z.string(), id: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  attestation: z.enum(['none', 'direct', 'enterprise', 'indirect']).optional(),
  /** The passkeys the account has already, so the same authenticator is not registered twice. */
  excludeCredentials: z.array(CredentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: AttachmentSchema.optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: UserVerificationSchema.optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(HintSchema).optional(),
});

/**
 * `PublicKeyCredentialRequestOptionsJSON`: pass to `startAuthentication({ optionsJSON })`. No allowCredentials: the
 * authenticator offers the passkeys it holds for this site (discoverable credentials), so no e-mail is asked first.
 */
export const PasskeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string(),
  timeout: z.number().int().optional(),
  userVerification: UserVerificationSchema.optional(),
  allowCredentials: z.array(CredentialDescriptorSchema).optional(),
  hints: z.array(HintSchema).optional(),
});

/** One passkey as its owner sees it in the profile. */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'multiDevice' when the passkey syncs between the shopper's devices (a password manager, a platform account). */
  deviceType: z.enum(['singleDevice', 'multiDevice']),
  backedUp: z.boolean(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});

export const PasskeyListSchema = z.object({ passkeys: z.array(PasskeySchema) });

export const PasskeyIdParamsSchema = z.object({ id: z.uuid('id: not a valid passkey id').describe('Id of the passkey (from GET /api/passkeys)') });
