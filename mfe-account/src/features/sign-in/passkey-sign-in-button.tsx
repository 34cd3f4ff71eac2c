/**
 * The sign-in form's passkey slot, filled by the passkeys feature (`../passkeys/passkey-sign-in-button.tsx`): a
 * secondary "Sign in with a passkey" button that runs the WebAuthn ceremony, hands the server's SignInResult to
 * `applySessionView` of `@sf/contracts`, then to `onSignedIn`; failures go to `onError` as a translated message. It
 * renders nothing when the browser has no WebAuthn.
 */
export { PasskeySignInButton, type PasskeySignInButtonProps } from '../passkeys/passkey-sign-in-button';
export { webAuthnAvailable } from '../passkeys/passkey-ceremonies';
