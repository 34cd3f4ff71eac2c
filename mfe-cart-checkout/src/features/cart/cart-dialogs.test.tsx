import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { basket, BASKET_ID, item, storeBasketId } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { renderInShell } from '../../test/render';
import { MiniCartDialog } from '../mini-cart/mini-cart-dialog';
import { ChangeShippingDialog } from './change-shipping-dialog';
import { GiftOptionDialog } from './gift-option-dialog';
import { ItemActionsDialog } from './item-actions-dialog';

const dialogProps = (arg = '') => ({ arg, setTitle: vi.fn(), close: vi.fn() });

describe('cart dialogs', () => {
  it('change shipping: offers the available methods and saves the choice', async () => {
    storeBasketId();
    const api = stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: basket() },
      { method: 'PUT', path: `/api/baskets/${BASKET_ID}/shipping-method`, body: basket({ selectedShippingMethod: 'express' }) },
    ]);
    const props = dialogProps();
    renderInShell(<ChangeShippingDialog {...props} />);
    const express = await screen.findByRole('radio', { name: /Express delivery/ });
    expect((screen.getByRole('radio', { name: /Collect in store/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(express);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { code: 'express' } });
    expect(props.close).toHaveBeenCalled();
    expect(props.setTitle).toHaveBeenCalledWith('Choose a shipping method');
  });

  it('gift option: refuses a message over 200 characters, then saves', async () => {
    storeBasketId();
    const api = stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: basket() },
      { method: 'PUT', path: `/api/baskets/${BASKET_ID}/gift-option`, body: basket({ giftOption: { enabled: true, message: 'Happy birthday' } }) },
    ]);
    const props = dialogProps();
    renderInShell(<GiftOptionDialog {...props} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'This order is a gift' }));
    const message = screen.getByLabelText('Gift message (optional)');
    fireEvent.change(message, { target: { value: 'x'.repeat(201) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert').textContent).toBe('Use 200 characters or fewer.');
    fireEvent.change(message, { target: { value: 'Happy birthday' } });
    expect(screen.getByText('Characters left: 186 of 200')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(api.calls.at(-1)).toMatchObject({ method: 'PUT', body: { enabled: true, message: 'Happy birthday' } });
    expect(props.close).toHaveBeenCalled();
  });

  it('item actions: changes the size with PATCH variantId', async () => {
    storeBasketId();
    const api = stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: basket() },
      { method: 'PATCH', path: `/api/baskets/${BASKET_ID}/items/item-1`, body: basket({ items: [item({ variantId: 'NB1001-tan-6', size: '6' })] }) },
    ]);
    renderInShell(<ItemActionsDialog {...dialogProps('item-1')} />);
    const select = await screen.findByLabelText('Change size');
    expect((screen.getByRole('option', { name: '7 (sold out)' }) as HTMLOptionElement).disabled).toBe(true);
    fireEvent.change(select, { target: { value: 'NB1001-tan-6' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update size' })));
    expect(api.calls.at(-1)).toMatchObject({ method: 'PATCH', body: { variantId: 'NB1001-tan-6' } });
  });

  it('item actions: moves a guest line to the catalogue favourites store and removes it', async () => {
    storeBasketId();
    const api = stubApi([
      { path: `/api/baskets/${BASKET_ID}`, body: basket() },
      { method: 'DELETE', path: `/api/baskets/${BASKET_ID}/items/item-1`, body: basket({ items: [], totalItems: 0 }) },
    ]);
    renderInShell(<ItemActionsDialog {...dialogProps('item-1')} />);
    const move = await screen.findByRole('button', { name: 'Move to favourites' });
    await act(async () => fireEvent.click(move));
    expect(JSON.parse(localStorage.getItem('sf-favorites-northbound-gb') ?? '[]')).toEqual(['NB1001']);
    expect(api.calls.at(-1)?.method).toBe('DELETE');
  });

  it('item actions: says so when the line is gone', async () => {
    storeBasketId();
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, body: basket() }]);
    renderInShell(<ItemActionsDialog {...dialogProps('nope')} />);
    expect(await screen.findByText('This item is no longer in your basket.')).toBeTruthy();
  });

  it('mini cart: the lines, totals and the ways on', async () => {
    storeBasketId();
    stubApi([{ path: `/api/baskets/${BASKET_ID}`, body: basket() }]);
    const props = dialogProps();
    renderInShell(<MiniCartDialog {...props} />);
    expect(await screen.findByText('Ridge Hiker Boot')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout');
    fireEvent.click(screen.getByRole('button', { name: 'Continue shopping' }));
    expect(props.close).toHaveBeenCalled();
  });
});
