import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { $session, GUEST_SESSION, on } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { apiError, pageProps, profile } from '../../testing/account-fixtures';
import { loadAccountAreaTexts, renderAccountArea } from '../../testing/render-account-area';
import { ProfilePage } from './profile-page';

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
const section = (name: string) => screen.getByRole('region', { name });

describe('profile page', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $session.set(GUEST_SESSION);
    vi.unstubAllGlobals();
  });

  it('shows the pending e-mail and asks for a new one with the current password, then shows it pending', async () => {
    const api = stubApi([
      { path: '/api/account/profile', body: profile() },
      { method: 'POST', path: '/api/account/email', status: 202, body: profile({ pendingEmail: 'ada@new.example' }) },
    ]);
    renderAccountArea(<ProfilePage {...pageProps('/account/profile')} />);
    const email = await screen.findByRole('region', { name: 'E-mail address' });
    expect(within(email).getByTestId('current-email').textContent).toBe('ada@example.com');
    expect(within(email).queryByTestId('pending-email')).toBeNull();

    // Problems are tied to their inputs.
    await act(async () => fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' })));
    const newEmail = within(email).getByLabelText('New e-mail address');
    expect(newEmail.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(newEmail)).toContain('Enter an e-mail address.');
    expect(document.activeElement).toBe(newEmail);

    fireEvent.change(newEmail, { target: { value: 'ada@new.example' } });
    fireEvent.change(within(email).getByLabelText('Current password'), { target: { value: 'secret-password' } });
    await act(async () => fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail address' })));
    expect((await within(email).findByTestId('pending-email')).textContent).toContain('We sent a confirmation link to ada@new.example.');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      brand: 'northbound',
      locale: 'uk-en',
      email: 'ada@new.example',
      currentPassword: 'secret-password',
    });
  });

  it('changes the password, saying so when the current one is wrong or the new one breaks a rule', async () => {
    const api = stubApi([
      { path: '/api/account/profile', body: profile() },
      { method: 'POST', path: '/api/account/password', status: 403, body: apiError(403, 'currentPassword: the current password is not right'), once: true },
      {
        method: 'POST',
        path: '/api/account/password',
        status: 400,
        body: apiError(400, 'password: this password is on a list of commonly used passwords; choose another'),
        once: true,
      },
      { method: 'POST', path: '/api/account/password', body: { ok: true } },
    ]);
    renderAccountArea(<ProfilePage {...pageProps('/account/profile')} />);
    const password = await screen.findByRole('region', { name: 'Password' });
    const current = within(password).getByLabelText('Current password');
    const next = within(password).getByLabelText('New password');
    const submit = () => act(async () => fireEvent.click(within(password).getByRole('button', { name: 'Change password' })));

    fireEvent.change(current, { target: { value: 'old-password' } });
    fireEvent.change(next, { target: { value: 'short' } });
    await submit();
    expect(describedBy(next)).toContain('Use at least 10 characters.');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(next, { target: { value: 'a much longer password' } });
    await submit();
    expect(describedBy(current)).toContain('This is not your current password.');
    expect(document.activeElement).toBe(current);

    await submit();
    expect(describedBy(next)).toContain('This password is on a list of commonly used passwords.');

    await submit();
    expect(await within(password).findByText('Your password has been changed.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ currentPassword: 'old-password', newPassword: 'a much longer password' });
    expect((current as HTMLInputElement).value).toBe('');
  });

  it('shows the newsletter preference the app passes, and saves the interests chosen in the interests dialog', async () => {
    const api = stubApi([
      { path: '/api/account/profile', body: profile() },
      { method: 'PATCH', path: '/api/account/profile', body: profile({ interests: ['hiking', 'kids'] }) },
    ]);
    renderAccountArea(<ProfilePage {...pageProps('/account/profile')} newsletter={<p>newsletter preference here</p>} />);
    const preferences = await screen.findByRole('region', { name: 'Marketing preferences' });
    expect(within(preferences).getByText('newsletter preference here')).toBeTruthy();

    expect(within(preferences).getByTestId('chosen-interests').textContent).toBe('You have not chosen any interests yet.');
    fireEvent.click(within(preferences).getByRole('button', { name: 'Choose interests' }));
    const dialog = screen.getByRole('dialog', { name: 'Your interests' });
    // Ticked out of menu order: saved in menu order.
    fireEvent.click(within(dialog).getByLabelText('Kids'));
    fireEvent.click(within(dialog).getByLabelText('Hiking'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save interests' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ interests: ['hiking', 'kids'] });
    expect(within(preferences).getByTestId('chosen-interests').textContent).toBe('Hiking, Kids');
  });

  it('deletes the account after the password is confirmed, then signs out and goes home', async () => {
    $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c-1', email: 'ada@example.com', firstName: 'Ada' });
    const api = stubApi([
      { path: '/api/account/profile', body: profile() },
      { method: 'DELETE', path: '/api/account', status: 403, body: apiError(403, 'currentPassword: the current password is not right'), once: true },
      { method: 'DELETE', path: '/api/account', body: { ok: true } },
    ]);
    const toasts: string[] = [];
    const stop = on('toast:show', ({ message }) => toasts.push(message));
    const props = pageProps('/account/profile');
    renderAccountArea(<ProfilePage {...props} />);
    fireEvent.click(within(await screen.findByRole('region', { name: 'Delete account' })).getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Current password');
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' })));
    expect(describedBy(password)).toContain('This is not your current password.');
    expect($session.get().status).toBe('registered');

    fireEvent.change(password, { target: { value: 'right-one' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete account' })));
    stop();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.body)).toEqual([
      { currentPassword: 'wrong-one' },
      { currentPassword: 'right-one' },
    ]);
    expect($session.get().status).toBe('guest');
    expect(props.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(toasts).toEqual(['Your account has been deleted.']);
  });

  it('renders the passkeys slot and offers sign-in again when the session ended', async () => {
    stubApi([{ path: '/api/account/profile', status: 401, body: apiError(401, 'Sign in to continue') }]);
    renderAccountArea(<ProfilePage {...pageProps('/account/profile', { tab: '2' })} passkeys={<p>passkeys here</p>} />);
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/sign-in?redirectTo=%2Faccount%2Fprofile%3Ftab%3D2');
    expect(screen.queryByText('passkeys here')).toBeNull();
    cleanup();
    stubApi([{ path: '/api/account/profile', body: profile() }]);
    renderAccountArea(<ProfilePage {...pageProps('/account/profile')} passkeys={<p>passkeys here</p>} />);
    expect(await screen.findByText('passkeys here')).toBeTruthy();
    expect(section('Personal details')).toBeTruthy();
  });
});
