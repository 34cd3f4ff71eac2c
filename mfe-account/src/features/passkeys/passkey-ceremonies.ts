/**
 * The two WebAuthn ceremonies, apart from any component: ask the server for options, let the browser (through
 * @simplewebauthn/browser) talk to the authenticator, send the answer back. Errors are left to `passkeyProblem`.
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { Passkey, PasskeyAuthenticationResponse, PasskeyRegistrationResponse, SignInResult } from '@sf/contracts';
import type { PasskeysApi } from './passkeys-api';

/** True when this browser can run a WebAuthn ceremony at all (never at module level: server rendering). */
export function webAuthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && typeof navigator.credentials?.get === 'function';
}

/** Creates a passkey on this device for the signed-in shopper and stores it under `name`. */
export async function createPasskey(api: Pick<PasskeysApi, 'registrationOptions' | 'register'>, name: string): Promise<Passkey> {
  const optionsJSON = await api.registrationOptions();
  const response = await startRegistration({ optionsJSON });
  return api.register(name, response as PasskeyRegistrationResponse);
}

/** Lets the shopper pick one of their passkeys for this site and signs in with it (the server sets the session). */
export async function signInWithPasskey(api: Pick<PasskeysApi, 'authenticationOptions' | 'authenticate'>): Promise<SignInResult> {
  const optionsJSON = await api.authenticationOptions();
  const response = await startAuthentication({ optionsJSON });
  return api.authenticate(response as PasskeyAuthenticationResponse);
}
