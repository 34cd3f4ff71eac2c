import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { on } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { address, apiError, pageProps } from '../../testing/account-fixtures';
import { loadAccountAreaTexts, renderAccountArea } from '../../testing/render-account-area';
import { AddressBookPage } from './address-book-page';
import { AddressFormPage } from './address-form-page';
import { addressBody, validateAddressForm } from './address-rules';

const billing = address({ id: '44444444-4444-4444-8444-444444444444', kind: 'billing', isDefault: true, addressLine1: '1 Bank Street' });
const shipping = address();
const otherShipping = address({
  id: '55555555-5555-4555-8555-555555555555',
  isDefault: false,
  firstName: 'Charles',
  lastName: 'Babbage',
  addressLine1: '5 Mill Lane',
});
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('address book', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists billing and delivery addresses with the default of each marked', async () => {
    stubApi([{ path: '/api/account/addresses', body: { addresses: [billing, shipping, otherShipping], max: 20 } }]);
    renderAccountArea(<AddressBookPage {...pageProps('/account/address')} />);
    const delivery = await screen.findByRole('region', { name: 'Delivery addresses' });
    const cards = within(delivery).getAllByTestId('saved-address');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Default delivery address')).toBeTruthy();
    expect(within(cards[1]!).queryByText('Default delivery address')).toBeNull();
    expect(within(cards[1]!).getByRole('button', { name: 'Make default Charles Babbage, 5 Mill Lane' })).toBeTruthy();
    expect(within(cards[0]!).getByRole('link', { name: 'Edit Ada Lovelace, 12 St James Square' }).getAttribute('href')).toBe(
      `/account/address/add-shipping-address?id=${shipping.id}`,
    );
    const billingRegion = screen.getByRole('region', { name: 'Billing addresses' });
    expect(within(billingRegion).getByText('Default billing address')).toBeTruthy();
    expect(within(billingRegion).getByRole('link', { name: 'Add a billing address' }).getAttribute('href')).toBe('/account/address/add-billing-address');
  });

  it('deletes an address after the "delete address" dialog, then focuses its list', async () => {
    const api = stubApi([
      { path: '/api/account/addresses', body: { addresses: [billing, shipping, otherShipping], max: 20 }, once: true },
      { method: 'DELETE', path: `/api/account/addresses/${otherShipping.id}`, body: { ok: true } },
      { path: '/api/account/addresses', body: { addresses: [billing, shipping], max: 20 } },
    ]);
    renderAccountArea(<AddressBookPage {...pageProps('/account/address')} />);
    const delivery = await screen.findByRole('region', { name: 'Delivery addresses' });
    fireEvent.click(within(delivery).getByRole('button', { name: 'Delete Charles Babbage, 5 Mill Lane' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(within(dialog).getByText('5 Mill Lane')).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete address' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.url.pathname.endsWith(otherShipping.id))).toBe(true);
    expect(await screen.findByText('The address has been deleted.')).toBeTruthy();
    await vi.waitFor(() => expect(within(delivery).getAllByTestId('saved-address')).toHaveLength(1));
    expect(document.activeElement?.textContent).toBe('Delivery addresses');
  });

  it('says so when the book is empty', async () => {
    stubApi([{ path: '/api/account/addresses', body: { addresses: [], max: 20 } }]);
    renderAccountArea(<AddressBookPage {...pageProps('/account/address')} />);
    expect(await screen.findByText('You have no saved delivery address.')).toBeTruthy();
    expect(screen.getByText('You have no saved billing address.')).toBeTruthy();
  });
});

describe('address form', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('validates with the per-country rules of checkout', () => {
    const base = { firstName: 'Ada', lastName: 'L', addressLine1: '1 Road', city: 'Town', postalCode: '12345', country: 'US' };
    expect(validateAddressForm(base)).toEqual({ region: 'required' });
    expect(validateAddressForm({ ...base, region: 'NY' })).toEqual({});
    expect(validateAddressForm({ ...base, country: 'GB' })).toEqual({ postalCode: 'invalid' });
    expect(addressBody({ ...base, region: 'ny', addressLine2: ' ', phone: '' }, 'billing', true)).toEqual({
      ...base,
      region: 'NY',
      kind: 'billing',
      isDefault: true,
    });
  });

  it('ties problems to their fields, focuses the first, and adds the address as the default of its kind', async () => {
    const api = stubApi([
      { path: '/api/account/addresses', body: { addresses: [billing], max: 20 } },
      { method: 'POST', path: '/api/account/addresses', body: address({ id: 'new' }) },
    ]);
    const toasts: string[] = [];
    const stop = on('toast:show', ({ message }) => toasts.push(message));
    const props = pageProps('/account/address/add-shipping-address');
    renderAccountArea(<AddressFormPage {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add a delivery address' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Delivery address' });
    // First delivery address: default unless the shopper says otherwise.
    expect((within(form).getByLabelText('Use as my default delivery address') as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Country') as HTMLSelectElement).value).toBe('GB');

    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Ada' } });
    fireEvent.change(within(form).getByLabelText('Postcode'), { target: { value: '123' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save address' })));
    const lastName = within(form).getByLabelText('Last name');
    expect(document.activeElement).toBe(lastName);
    expect(describedBy(lastName)).toBe('Enter a last name.');
    expect(describedBy(within(form).getByLabelText('Postcode'))).toBe('For example SW1A 1AA | Enter a valid postcode, for example SW1A 1AA.');
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    // The US needs a state.
    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'US' } });
    const state = within(form).getByLabelText('State');
    expect(describedBy(state)).toBe('Choose the state or province.');

    fireEvent.change(within(form).getByLabelText('Country'), { target: { value: 'GB' } });
    fireEvent.change(lastName, { target: { value: 'Lovelace' } });
    fireEvent.change(within(form).getByLabelText('Street address'), { target: { value: '12 St James Square' } });
    fireEvent.change(within(form).getByLabelText('Town or city'), { target: { value: 'London' } });
    fireEvent.change(within(form).getByLabelText('Postcode'), { target: { value: 'SW1Y 4JH' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save address' })));
    stop();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '12 St James Square',
      city: 'London',
      postalCode: 'SW1Y 4JH',
      country: 'GB',
      kind: 'shipping',
      isDefault: true,
    });
    expect(toasts).toEqual(['The address has been added.']);
    expect(props.navigate).toHaveBeenCalledWith('/account/address');
  });

  it("edits a saved address with ?id=, and says so when the id is not the shopper's", async () => {
    const api = stubApi([
      { path: '/api/account/addresses', body: { addresses: [billing, shipping], max: 20 } },
      { method: 'PUT', path: `/api/account/addresses/${billing.id}`, body: billing },
    ]);
    renderAccountArea(<AddressFormPage {...pageProps('/account/address/add-billing-address', { id: billing.id })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit billing address' })).toBeTruthy();
    const street = (await screen.findByLabelText('Street address')) as HTMLInputElement;
    expect(street.value).toBe('1 Bank Street');
    fireEvent.change(street, { target: { value: '2 Bank Street' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save address' })));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ addressLine1: '2 Bank Street', kind: 'billing', isDefault: true });
    cleanup();

    stubApi([{ path: '/api/account/addresses', body: { addresses: [billing], max: 20 } }]);
    renderAccountArea(<AddressFormPage {...pageProps('/account/address/add-billing-address', { id: 'someone-elses' })} />);
    expect(await screen.findByText('This address is not in your address book.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save address' })).toBeNull();
  });

  it('explains a full address book from the server', async () => {
    stubApi([
      { path: '/api/account/addresses', body: { addresses: [], max: 20 } },
      { method: 'POST', path: '/api/account/addresses', status: 409, body: apiError(409, 'full') },
    ]);
    renderAccountArea(<AddressFormPage {...pageProps('/account/address/add-billing-address')} />);
    const form = await screen.findByRole('form', { name: 'Billing address' });
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Last name', 'Lovelace'],
      ['Street address', '1 Road'],
      ['Town or city', 'London'],
      ['Postcode', 'SW1A 1AA'],
    ] as const) {
      fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    }
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Save address' })));
    expect(await within(form).findByText('Your address book is full. Delete an address first.')).toBeTruthy();
  });
});
