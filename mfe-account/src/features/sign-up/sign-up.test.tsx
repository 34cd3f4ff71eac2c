import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { siteInfo } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { renderInShell } from '../../testing/render-in-shell';
import { loadIdentityTexts } from '../../testing/identity-texts';
import { assessPassword, loadStrengthEstimator, MIN_PASSWORD_SCORE, personalWords } from './password-strength';
import { SignUpDialogView } from './sign-up-dialog-view';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const STRONG = 'cobalt lantern tundra whisk';

const rule = (name: string) => screen.getByTestId('password-rules').querySelector(`[data-rule="${name}"]`)?.getAttribute('data-state');

function fill(values: Partial<Record<'First name' | 'Last name' | 'E-mail address' | 'Create a password', string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('password strength (zxcvbn-ts, loaded on demand)', () => {
  it('agrees with the server: length, the common-password list, and a score of at least 2', async () => {
    const estimate = await loadStrengthEstimator();
    expect(assessPassword('short', estimate('short', [])).length).toBe('unmet');
    const common = assessPassword('password123', estimate('password123', []));
    expect(common.notCommon).toBe('unmet');
    expect(common.acceptable).toBe(false);
    const strong = assessPassword(STRONG, estimate(STRONG, []));
    expect(strong).toMatchObject({ length: 'met', notCommon: 'met', strongEnough: 'met', acceptable: true });
    expect(strong.score).toBeGreaterThanOrEqual(3);
    // The shopper's own name and e-mail make a password easier to guess.
    const personal = estimate('anna.berg@example.com', personalWords(['anna.berg@example.com', 'Anna', 'Berg']));
    expect(personal.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(estimate('anna.berg@example.com', []).score).toBeGreaterThanOrEqual(MIN_PASSWORD_SCORE);
  });

  it('leaves rules it cannot check to the server', () => {
    expect(assessPassword('long enough password', null)).toMatchObject({ length: 'met', notCommon: 'pending', strongEnough: 'pending', acceptable: true });
  });
});

describe('sign-up dialog', () => {
  beforeAll(() => loadIdentityTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the password rules and the strength meter as the shopper types', async () => {
    stubApi([]);
    renderInShell(<SignUpDialogView arg="" site={site} setTitle={() => undefined} />);
    expect(rule('length')).toBe('unmet');
    fill({ 'Create a password': 'password123' });
    await waitFor(() => expect(rule('common')).toBe('unmet'));
    expect(rule('length')).toBe('met');
    fill({ 'Create a password': STRONG });
    await waitFor(() => expect(rule('strength')).toBe('met'));
    expect(rule('common')).toBe('met');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(Number(meter.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('status').textContent).toMatch(/^Password strength: (Good|Strong)$/);
  });

  it('sends the marketing opt-in unticked unless ticked, with the site, and then asks to check the e-mail', async () => {
    const api = stubApi([{ method: 'POST', path: '/api/identity/sign-up', status: 201, body: { verificationSent: true } }]);
    renderInShell(<SignUpDialogView arg="" site={site} setTitle={() => undefined} />);
    const optIn = screen.getByRole('checkbox', { name: /send me news/ }) as HTMLInputElement;
    expect(optIn.checked).toBe(false);
    fill({ 'First name': ' Anna ', 'Last name': 'Berg', 'E-mail address': 'anna@example.com', 'Create a password': STRONG });
    await waitFor(() => expect(rule('strength')).toBe('met'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(api.calls[0]?.body).toEqual({
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@example.com',
      password: STRONG,
      marketingOptIn: false,
      brand: 'northbound',
      locale: 'uk-en',
    });
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText(/We sent a link to anna@example.com/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Check your e-mail' }));
  });

  it('refuses a too-easy password before sending, with the reason under the field', async () => {
    const api = stubApi([]);
    renderInShell(<SignUpDialogView arg="" site={site} setTitle={() => undefined} />);
    fill({ 'First name': 'Anna', 'Last name': 'Berg', 'E-mail address': 'anna@example.com', 'Create a password': 'password123' });
    await waitFor(() => expect(rule('common')).toBe('unmet'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    const password = screen.getByLabelText('Create a password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toMatch(/-error/);
    expect(screen.getByText('This password is on a list of commonly used passwords. Choose another one.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's 4xx message at the field it names, translated when known", async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/identity/sign-up',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'password: too easy to guess; add more words or characters, and avoid your name or e-mail' },
        once: true,
      },
      {
        method: 'POST',
        path: '/api/identity/sign-up',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'lastName: contains characters that are not allowed' },
      },
    ]);
    renderInShell(<SignUpDialogView arg="" site={site} setTitle={() => undefined} />);
    fill({ 'First name': 'Anna', 'Last name': 'Berg', 'E-mail address': 'anna@example.com', 'Create a password': STRONG });
    await waitFor(() => expect(rule('strength')).toBe('met'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(await screen.findByText(/This password is too easy to guess/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(await screen.findByText('contains characters that are not allowed')).toBeTruthy();
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
  });

  it('says how long to wait when sign-up is throttled', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/identity/sign-up',
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many sign-ups. Try again in 1 minute.' },
      },
    ]);
    renderInShell(<SignUpDialogView arg="" site={site} setTitle={() => undefined} />);
    fill({ 'First name': 'Anna', 'Last name': 'Berg', 'E-mail address': 'anna@example.com', 'Create a password': STRONG });
    await waitFor(() => expect(rule('strength')).toBe('met'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('shows the content block named in the fragment below the form', async () => {
    const api = stubApi([
      {
        path: '/api/content/assets/loyalty-benefits',
        body: { id: 'loyalty-benefits', title: 'Loyalty benefits', size: 'md', blocks: [{ type: 'paragraph', text: 'Earn points on every order.' }] },
      },
    ]);
    renderInShell(<SignUpDialogView arg="loyalty-benefits" site={site} setTitle={() => undefined} />);
    const block = await screen.findByRole('complementary', { name: 'Loyalty benefits' });
    expect(block.textContent).toContain('Earn points on every order.');
    expect(api.urls[0]).toBe('/api/content/assets/loyalty-benefits?brand=northbound&locale=uk-en');
  });

  it('asks nothing of the content API for a malformed block id', () => {
    const api = stubApi([]);
    renderInShell(<SignUpDialogView arg="../../admin" site={site} setTitle={() => undefined} />);
    expect(api.calls).toEqual([]);
    expect(screen.queryByTestId('sign-up-content')).toBeNull();
  });
});
