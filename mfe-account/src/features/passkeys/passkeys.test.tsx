import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { $sessionResolved, SESSION_PING_KEY, type Passkey, type SignInResult } from '@sf/contracts';
import { $session, GUEST_SESSION, on } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { loadPasskeysTexts, renderWithPasskeysTexts } from '../../testing/passkeys-texts';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { ProfilePasskeys } from './profile-passkeys';

// The browser half of the ceremony is the library's; here it answers as an authenticator would (or fails like one).
vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
const registration = vi.mocked(startRegistration);
const authentication = vi.mocked(startAuthentication);

const laptop: Passkey = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Work laptop',
  deviceType: 'singleDevice',
  backedUp: false,
  createdAt: '2026-01-03T10:00:00.000Z',
  lastUsedAt: null,
};
const phone: Passkey = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Phone',
  deviceType: 'multiDevice',
  backedUp: true,
  createdAt: '2026-02-01T10:00:00.000Z',
  lastUsedAt: '2026-02-14T09:30:00.000Z',
};
const registrationOptions = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { id: 'localhost', name: 'Northbound' },
  user: { id: 'dQ', name: 'a@example.com', displayName: 'A' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const credential = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};
const signInResult: SignInResult = {
  signedIn: true,
  customer: {
    customerId: '33333333-3333-4333-8333-333333333333',
    email: 'anna@example.com',
    emailVerified: true,
    pendingEmail: null,
    firstName: 'Anna',
    lastName: 'Berg',
    role: 'shopper',
    marketingOptIn: false,
    interests: [],
    hasPassword: true,
    createdAt: '2026-01-01T00:00:00Z',
  },
  expiresAt: 1_900_000_000_000,
  loyaltyBrands: [],
  firstSignIn: false,
};
const apiError = (status: number, message: string) => ({ statusCode: status, error: 'Error', message });
const notAllowed = () => Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

/** Gives happy-dom the WebAuthn globals a supporting browser has. */
function withWebAuthn() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { get: vi.fn(), create: vi.fn() } });
}

describe('profile passkeys', () => {
  beforeAll(() => loadPasskeysTexts('uk-en'));
  beforeEach(() => {
    registration.mockReset();
    authentication.mockReset();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('lists the passkeys with their dates and sync state, and explains why none can be added without WebAuthn', async () => {
    stubApi([{ path: '/api/passkeys', body: { passkeys: [laptop, phone] } }]);
    renderWithPasskeysTexts(<ProfilePasskeys />);
    const section = screen.getByRole('region', { name: 'Passkeys' });
    const rows = await within(section).findAllByTestId('passkey-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Work laptop');
    expect(rows[0]?.textContent).toContain('Added 3 Jan 2026');
    expect(rows[0]?.textContent).toContain('Not used yet');
    expect(within(rows[0]!).queryByText('Synced')).toBeNull();
    expect(rows[1]?.textContent).toContain('Last used 14 Feb 2026');
    expect(within(rows[1]!).getByText('Synced')).toBeTruthy();
    expect(within(section).getByRole('list', { name: 'Your passkeys' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Delete passkey Phone' })).toBeTruthy();
    expect(within(section).getByText('This browser cannot create passkeys. You can still remove the ones you have.')).toBeTruthy();
    expect(within(section).queryByRole('form')).toBeNull();
  });

  it('adds a passkey under the name given, after checking the name first', async () => {
    withWebAuthn();
    const api = stubApi([
      { path: '/api/passkeys', body: { passkeys: [] } },
      { method: 'POST', path: '/api/passkeys/registration/options', body: registrationOptions },
      { method: 'POST', path: '/api/passkeys/registration', status: 201, body: { ...laptop, name: 'Kitchen tablet' } },
    ]);
    registration.mockResolvedValue(credential as never);
    renderWithPasskeysTexts(<ProfilePasskeys />);
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' })));
    const name = screen.getByLabelText('Name of the new passkey');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById((name.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '')?.textContent).toBe('Enter a name for the passkey.');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'My <script>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' })));
    expect(screen.getByText('Leave out the characters < and >.')).toBeTruthy();
    expect(registration).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: '  Kitchen tablet ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' })));
    expect(registration).toHaveBeenCalledWith({ optionsJSON: registrationOptions });
    const sent = api.calls.find((call) => call.method === 'POST' && call.url.pathname === '/api/passkeys/registration');
    expect(sent?.body).toEqual({ name: 'Kitchen tablet', response: credential });
    // The options request names the site (the relying party's display name is the brand's).
    expect(api.urls).toContain('/api/passkeys/registration/options?brand=northbound&locale=uk-en');
    expect(await screen.findByText('Passkey "Kitchen tablet" added. You can now sign in with it.')).toBeTruthy();
    expect(screen.getAllByTestId('passkey-row')).toHaveLength(1);
    expect((screen.getByLabelText('Name of the new passkey') as HTMLInputElement).value).toBe('');
  });

  it('says what went wrong: a closed prompt, an authenticator already registered, a full account', async () => {
    withWebAuthn();
    stubApi([
      { path: '/api/passkeys', body: { passkeys: [laptop] } },
      { method: 'POST', path: '/api/passkeys/registration/options', body: registrationOptions },
      {
        method: 'POST',
        path: '/api/passkeys/registration',
        status: 409,
        body: apiError(409, 'You can keep at most 10 passkeys. Delete one you no longer use first.'),
      },
    ]);
    renderWithPasskeysTexts(<ProfilePasskeys />);
    await screen.findAllByTestId('passkey-row');
    const add = async () => {
      fireEvent.change(screen.getByLabelText('Name of the new passkey'), { target: { value: 'Key' } });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' })));
      return screen.getByTestId('passkeys-status').textContent;
    };
    registration.mockRejectedValueOnce(notAllowed());
    expect(await add()).toBe('The passkey prompt was closed before it finished. Try again when you are ready.');
    registration.mockRejectedValueOnce(
      Object.assign(new Error('registered'), { name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' }),
    );
    expect(await add()).toBe('This device or password manager already has a passkey for your account.');
    registration.mockResolvedValueOnce(credential as never);
    expect(await add()).toBe('You have the maximum of 10 passkeys. Delete one you no longer use to add another.');
    expect(screen.getByTestId('passkeys-status').getAttribute('role')).toBe('alert');
  });

  it('deletes a passkey after confirming, then puts focus on the message', async () => {
    const api = stubApi([
      { path: '/api/passkeys', body: { passkeys: [laptop, phone] } },
      { method: 'DELETE', path: `/api/passkeys/${phone.id}`, status: 204 },
    ]);
    renderWithPasskeysTexts(<ProfilePasskeys />);
    await screen.findAllByTestId('passkey-row');
    fireEvent.click(screen.getByRole('button', { name: 'Delete passkey Phone' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this passkey?' });
    expect(within(dialog).getByText(/"Phone" will no longer sign you in here/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete passkey' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url.pathname)).toEqual([`/api/passkeys/${phone.id}`]);
    expect(screen.getAllByTestId('passkey-row')).toHaveLength(1);
    expect(screen.getByTestId('passkeys-status').textContent).toBe('Passkey "Phone" deleted.');
    expect(document.activeElement?.contains(screen.getByTestId('passkeys-status'))).toBe(true);
  });

  it('keeps the dialog open with a message when deleting fails, and treats an already deleted passkey as deleted', async () => {
    stubApi([
      { path: '/api/passkeys', body: { passkeys: [laptop, phone] } },
      { method: 'DELETE', path: `/api/passkeys/${laptop.id}`, status: 503, body: apiError(503, 'unavailable') },
      { method: 'DELETE', path: `/api/passkeys/${phone.id}`, status: 404, body: apiError(404, 'Passkey not found') },
    ]);
    renderWithPasskeysTexts(<ProfilePasskeys />);
    await screen.findAllByTestId('passkey-row');
    fireEvent.click(screen.getByRole('button', { name: 'Delete passkey Work laptop' }));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete passkey' })));
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('The passkey could not be deleted. Please try again.');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    screen.getByRole('dialog').dispatchEvent(new Event('cancel'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete passkey Phone' }));
    await act(async () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete passkey' })));
    expect(screen.getAllByTestId('passkey-row').map((row) => row.textContent)).toEqual([expect.stringContaining('Work laptop')]);
  });

  it('says the session ended when the list answers 401', async () => {
    stubApi([{ path: '/api/passkeys', status: 401, body: apiError(401, 'Sign in to continue') }]);
    renderWithPasskeysTexts(<ProfilePasskeys />);
    expect(await screen.findByText('Your session has ended. Sign in again to manage your passkeys.')).toBeTruthy();
  });
});

describe('passkey sign-in button', () => {
  beforeAll(() => loadPasskeysTexts('uk-en'));
  beforeEach(() => authentication.mockReset());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
    $session.set(GUEST_SESSION);
    $sessionResolved.set(false);
    localStorage.clear();
  });

  it('renders nothing in a browser without WebAuthn', () => {
    renderWithPasskeysTexts(<PasskeySignInButton onSignedIn={vi.fn()} onError={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('signs in like a password sign-in: $session, session:changed, other tabs, then onSignedIn', async () => {
    withWebAuthn();
    const options = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' };
    const assertion = {
      id: 'Y3JlZA',
      rawId: 'Y3JlZA',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
      clientExtensionResults: {},
    };
    const api = stubApi([
      { method: 'POST', path: '/api/passkeys/authentication/options', body: options },
      { method: 'POST', path: '/api/passkeys/authentication', body: signInResult },
    ]);
    authentication.mockResolvedValue(assertion as never);
    const changes: string[] = [];
    const stop = on('session:changed', (state) => changes.push(state.status));
    const onSignedIn = vi.fn();
    const onError = vi.fn();
    renderWithPasskeysTexts(<PasskeySignInButton onSignedIn={onSignedIn} onError={onError} />);
    const button = screen.getByRole('button', { name: 'Sign in with a passkey' });
    expect(button.getAttribute('type')).toBe('button');
    await act(async () => fireEvent.click(button));
    stop();
    expect(authentication).toHaveBeenCalledWith({ optionsJSON: options });
    expect(api.calls.find((call) => call.url.pathname === '/api/passkeys/authentication')?.body).toEqual({ response: assertion });
    expect($session.get()).toMatchObject({ status: 'registered', email: 'anna@example.com', firstName: 'Anna' });
    expect(changes).toEqual(['registered']);
    expect(localStorage.getItem(SESSION_PING_KEY)).not.toBeNull();
    expect(onSignedIn).toHaveBeenCalledWith(signInResult);
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands a translated message to the form when the passkey is unknown, the prompt closed or sign-in is throttled', async () => {
    withWebAuthn();
    stubApi([
      { method: 'POST', path: '/api/passkeys/authentication/options', body: { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' } },
      { method: 'POST', path: '/api/passkeys/authentication', status: 401, body: apiError(401, 'This passkey is not registered on this site.'), once: true },
      { method: 'POST', path: '/api/passkeys/authentication', status: 429, body: apiError(429, 'Too many sign-in attempts. Try again in 12 minutes.') },
    ]);
    authentication.mockResolvedValue({ id: 'eA', rawId: 'eA', type: 'public-key', response: {}, clientExtensionResults: {} } as never);
    const onSignedIn = vi.fn();
    const onError = vi.fn();
    renderWithPasskeysTexts(<PasskeySignInButton onSignedIn={onSignedIn} onError={onError} />);
    const click = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' })));
    await click();
    authentication.mockRejectedValueOnce(notAllowed());
    await click();
    await click();
    expect(onError.mock.calls.map(([message]) => message)).toEqual([
      'This passkey was not recognised. Sign in with your password, then add the passkey from your profile.',
      'The passkey prompt was closed before it finished. Try again when you are ready.',
      'Too many attempts. Try again in 12 minutes.',
    ]);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect($session.get().status).toBe('guest');
  });

  it('speaks the shopper’s language', async () => {
    withWebAuthn();
    await loadPasskeysTexts('de-de');
    renderWithPasskeysTexts(<PasskeySignInButton onSignedIn={vi.fn()} onError={vi.fn()} />, 'de-de');
    expect(screen.getByRole('button', { name: 'Mit Passkey anmelden' })).toBeTruthy();
    await loadPasskeysTexts('uk-en');
  });
});
