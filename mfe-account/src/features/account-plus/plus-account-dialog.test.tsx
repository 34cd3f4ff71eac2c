import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { offerPlusAccount, readPlusAccountOffer } from '@sf/contracts/plus-account';
import { stubApi } from '@sf/test-kit/testing';
import { loadAccountAreaTexts, renderAccountArea } from '../../testing/render-account-area';
import { PlusAccountDialog } from './plus-account-dialog';

describe('plus account dialog', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('creates an account for the e-mail of the guest order, marketing unticked', async () => {
    offerPlusAccount({ email: 'guest@example.com', firstName: 'Grace', lastName: 'Hopper', orderNumber: 'NB12345678' }, { open: false });
    const api = stubApi([{ method: 'POST', path: '/api/identity/sign-up', body: { verificationSent: true } }]);
    const setTitle = vi.fn();
    const close = vi.fn();
    renderAccountArea(<PlusAccountDialog close={close} setTitle={setTitle} />);
    expect(setTitle).toHaveBeenCalledWith('Save your details for next time');
    expect(screen.getByText('Create an account with guest@example.com to follow this order and check out faster next time.')).toBeTruthy();
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText('E-mail me news, offers and events') as HTMLInputElement).checked).toBe(false);

    fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: 'short' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(document.activeElement).toBe(screen.getByLabelText('Choose a password'));
    expect(api.calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Choose a password'), { target: { value: 'correct horse battery' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create account' })));
    expect(api.calls[0]?.body).toEqual({
      brand: 'northbound',
      locale: 'uk-en',
      email: 'guest@example.com',
      password: 'correct horse battery',
      firstName: 'Grace',
      lastName: 'Hopper',
      marketingOptIn: false,
    });
    expect(screen.getByText(/We sent a link to guest@example.com/)).toBeTruthy();
    expect(readPlusAccountOffer()).toBeNull();
  });

  it('asks for the e-mail when no order offered one, and "No, thanks" forgets the offer', async () => {
    const close = vi.fn();
    renderAccountArea(<PlusAccountDialog close={close} setTitle={() => undefined} />);
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
    cleanup();
    offerPlusAccount({ email: 'guest@example.com', firstName: '', lastName: '', orderNumber: 'NB12345678' }, { open: false });
    renderAccountArea(<PlusAccountDialog close={close} setTitle={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(close).toHaveBeenCalled();
    expect(readPlusAccountOffer()).toBeNull();
  });
});
