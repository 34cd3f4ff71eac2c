import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiRequestError } from '@sf/api-client';
import type { StudentVerificationStatus } from '@sf/contracts';
import { $session, GUEST_SESSION, siteInfo } from '@sf/remote-contract';
import { createShellRenderer } from '@sf/test-kit/testing';
import { STUDENT_NAMESPACE, STUDENT_TEXTS } from '../../testing/student-texts';
import type { StudentApi } from './student-api';
import { StudentVerificationDialog } from './student-verification-dialog';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const { loadLocaleTexts, renderInShell } = createShellRenderer({ [STUDENT_NAMESPACE]: STUDENT_TEXTS });
const none: StudentVerificationStatus = { status: 'none', discountPercent: 10, verified: null, pending: null };
const pending = (attemptsLeft: number): StudentVerificationStatus => ({
  ...none,
  status: 'pending',
  pending: { email: 'ada@ox.ac.uk', institution: 'University of Oxford', expiresAt: '2026-11-28T12:30:00Z', attemptsLeft },
});
const verified: StudentVerificationStatus = {
  ...none,
  status: 'verified',
  verified: { email: 'ada@ox.ac.uk', institution: 'University of Oxford', verifiedAt: '2026-11-28T12:00:00Z', validUntil: '2027-11-28T12:00:00Z' },
};
const refused = (status: number, message: string) =>
  new ApiRequestError({ method: 'POST', url: '/api/account/student-verification', status, statusText: '', body: { statusCode: status, error: '', message } });
const apiWith = (overrides: Partial<StudentApi> = {}): StudentApi => ({
  status: vi.fn(async () => none),
  requestCode: vi.fn(async () => pending(5)),
  confirm: vi.fn(async () => verified),
  ...overrides,
});
const render = (api: StudentApi, close = vi.fn()) => renderInShell(<StudentVerificationDialog site={site} setTitle={vi.fn()} close={close} api={api} />);
const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;

describe('StudentVerificationDialog', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $session.set(GUEST_SESSION);
  });
  const signIn = () => $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c-1', email: 'ada@example.com' });

  it('offers sign-in to a guest and asks the server nothing', () => {
    const api = apiWith();
    render(api);
    expect(screen.getByText('Sign in or create an account to verify your student status.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('#sign-in');
    expect(api.status).not.toHaveBeenCalled();
  });

  it('checks the fields before sending: errors tied to each field, focus on the first wrong one', async () => {
    signIn();
    const api = apiWith();
    render(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Send code' }));
    const email = field('Academic e-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(
      email
        .getAttribute('aria-describedby')
        ?.split(' ')
        .find((id) => document.getElementById(id)?.textContent?.includes('Enter')) ?? '',
    );
    expect(described?.textContent).toBe('Enter your academic e-mail address.');
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('Enter the name of your university or college.')).toBeTruthy();

    fireEvent.change(email, { target: { value: 'ada@gmail.com' } });
    fireEvent.change(field('University or college'), { target: { value: 'Oxford' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This address is not recognised as academic. Use the one your university or college gave you.')).toBeTruthy();
    expect(api.requestCode).not.toHaveBeenCalled();
  });

  it('sends the code, counts a wrong one, and shows the verification until its date', async () => {
    signIn();
    const close = vi.fn();
    const api = apiWith({
      confirm: vi.fn().mockRejectedValueOnce(refused(400, 'body/code: that code is not right; 4 attempts left')).mockResolvedValueOnce(verified),
    });
    render(api, close);
    fireEvent.change(await screen.findByLabelText('Academic e-mail address', { exact: false }), { target: { value: ' Ada@OX.ac.uk ' } });
    fireEvent.change(field('University or college'), { target: { value: 'University of Oxford' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to ada@ox.ac.uk. It is valid for 30 minutes.')).toBeTruthy();
    expect(api.requestCode).toHaveBeenCalledWith('ada@ox.ac.uk', 'University of Oxford');
    const code = field('Verification code');
    expect(document.activeElement).toBe(code);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Enter the 6-digit code from the e-mail.')).toBeTruthy();
    vi.mocked(api.status).mockResolvedValueOnce(pending(4));
    fireEvent.change(code, { target: { value: '12 34 56' } });
    expect(code.value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('That code is not right. Attempts left: 4.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way to ada@ox.ac.uk.')).toBeTruthy();
    expect(api.requestCode).toHaveBeenCalledTimes(2);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByTestId('student-verified');
    expect(done.textContent).toBe('You are verified as a student until 28 November 2027. Your 10% student discount now shows in your basket.');
    expect(document.activeElement).toBe(done);
    fireEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(close).toHaveBeenCalled();
  });

  it('opens on the code step when a code is waiting, and asks for a new one when it is void', async () => {
    signIn();
    const api = apiWith({
      status: vi.fn().mockResolvedValueOnce(pending(1)).mockResolvedValueOnce(none),
      confirm: vi.fn(async () => {
        throw refused(400, 'body/code: too many wrong codes; this code no longer works, ask for a new one');
      }),
    });
    render(api);
    fireEvent.change(await screen.findByLabelText('Verification code', { exact: false }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Too many wrong codes. Send a new one.')).toBeTruthy();
  });

  it('says when the address already verifies another account, on the e-mail field', async () => {
    signIn();
    const api = apiWith({ requestCode: vi.fn().mockRejectedValue(refused(409, 'body/email: this academic address already verifies another account')) });
    render(api);
    fireEvent.change(await screen.findByLabelText('Academic e-mail address', { exact: false }), { target: { value: 'ada@ox.ac.uk' } });
    fireEvent.change(field('University or college'), { target: { value: 'Oxford' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('This academic address already verifies another account.')).toBeTruthy();
    expect(document.activeElement).toBe(field('Academic e-mail address'));
  });
});
