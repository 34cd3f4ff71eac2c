import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageProps } from '@sf/contracts';
import { basket, BASKET_ID, storeBasketId } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { CheckoutPage } from './checkout-page';

const checkoutProps = (): PageProps => pageProps('/checkout');
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CheckoutPage', () => {
  it('redirects to /cart without a basket, and never calls the API', () => {
    const api = stubApi([]);
    const props = checkoutProps();
    const { container } = renderInShell(<CheckoutPage {...props} />);
    expect(props.navigate).toHaveBeenCalledWith('/cart', { replace: true });
    expect(api.fetch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });

  it('redirects to /cart when the basket has no items', async () => {
    storeBasketId();
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, body: basket({ items: [], totalItems: 0 }) }]);
    const props = checkoutProps();
    renderInShell(<CheckoutPage {...props} />);
    await vi.waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/cart', { replace: true }));
  });

  it('redirects to /cart when the server no longer has the basket', async () => {
    storeBasketId();
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, status: 404, body: { statusCode: 404, error: 'Not Found', message: 'gone' } }]);
    const props = checkoutProps();
    renderInShell(<CheckoutPage {...props} />);
    await vi.waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/cart', { replace: true }));
    expect(localStorage.getItem('sf-basket-gb')).toBeNull();
  });

  it('starts at the shipping step with its own header, steps and order summary', async () => {
    storeBasketId();
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, body: basket() }]);
    const props = checkoutProps();
    renderInShell(<CheckoutPage {...props} />);
    expect(await screen.findByRole('heading', { name: 'Shipping address' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Checkout']);
    expect(screen.getByRole('link', { name: 'Back to basket' }).getAttribute('href')).toBe('/cart');
    const steps = screen.getByRole('list', { name: 'Checkout steps' });
    expect(within(steps).getByText('Shipping').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain('Ridge Hiker Boot');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('United Kingdom');
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('shows per-field errors linked to their fields, then the summary once the address is valid', async () => {
    storeBasketId();
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, body: basket() }]);
    renderInShell(<CheckoutPage {...checkoutProps()} />);
    await screen.findByRole('heading', { name: 'Shipping address' });

    fill('Postcode', '10115');
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(screen.getByRole('alert').textContent).toBe('There are 6 problems with the address. Please check the fields marked below.');
    const postcode = screen.getByLabelText('Postcode');
    expect(postcode.getAttribute('aria-invalid')).toBe('true');
    const describedBy = postcode.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a valid postcode, for example SW1A 1AA.');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));

    fill('Email address', 'ada@example.com');
    fill('First name', 'Ada');
    fill('Last name', 'Lovelace');
    fill('Street address', '12 St James Square');
    fill('Town or city', 'London');
    fill('Postcode', 'SW1Y 4JH');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' })));

    expect(screen.getByRole('heading', { name: 'Review your order' })).toBe(document.activeElement);
    expect(screen.getByRole('status').textContent).toMatch(/^Placing orders is not available yet/);
    expect(screen.getByText('SW1Y 4JH London')).toBeTruthy();
    const steps = screen.getByRole('list', { name: 'Checkout steps' });
    expect(within(steps).getByText('Summary').closest('li')?.getAttribute('aria-current')).toBe('step');
    expect(JSON.parse(sessionStorage.getItem(`sf-checkout-shipping-${BASKET_ID}`) ?? '{}')).toMatchObject({ city: 'London', country: 'GB' });
  });

  it('returns to the summary from this session and lets the address be changed', async () => {
    storeBasketId();
    sessionStorage.setItem(`sf-checkout-shipping-${BASKET_ID}`, JSON.stringify({
      email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', addressLine: '1 Road', city: 'London', postcode: 'SW1Y 4JH', country: 'GB',
    }));
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, body: basket() }]);
    renderInShell(<CheckoutPage {...checkoutProps()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    expect((screen.getByLabelText('Town or city') as HTMLInputElement).value).toBe('London');
  });
});
