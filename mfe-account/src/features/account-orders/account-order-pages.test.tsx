import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Shipment } from '@sf/contracts';
import { on } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { apiError, historyItem, order, pageProps } from '../../testing/account-fixtures';
import { loadAccountAreaTexts, renderAccountArea } from '../../testing/render-account-area';
import { AccountOrderPage } from './account-order-page';
import { historyPage, orderNumberFromPath } from './account-orders-api';
import { OrderHistoryPage } from './order-history-page';

const page = (numbers: string[], pageNumber: number, total: number) => ({
  orders: numbers.map((number) => historyItem(number)),
  page: pageNumber,
  pageSize: 10,
  total,
});

describe('order history', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the page from the URL', () => {
    expect(historyPage({})).toBe(1);
    expect(historyPage({ page: '3' })).toBe(3);
    expect(historyPage({ page: '0' })).toBe(1);
    expect(historyPage({ page: 'x' })).toBe(1);
    expect(orderNumberFromPath('/account/order-details/NB12345678')).toBe('NB12345678');
    expect(orderNumberFromPath('/account/order-details/nb1')).toBeNull();
  });

  it('lists one page of orders, newest first, with links to the others', async () => {
    const api = stubApi([{ path: '/api/account/orders', body: page(['NB00000011', 'NB00000010'], 2, 22) }]);
    renderAccountArea(<OrderHistoryPage {...pageProps('/account/order-history', { page: '2' })} />);
    const rows = await screen.findAllByTestId('order-history-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Order NB00000011', 'Order NB00000010']);
    expect(rows[0]!.textContent).toContain('Placed on 20 Nov 2026 · Items: 2');
    expect(rows[0]!.textContent).toContain('Paid');
    expect(api.urls[0]).toBe('/api/account/orders?brand=northbound&locale=uk-en&page=2&pageSize=10');
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    expect(within(pages).getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe('/account/order-history');
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('/account/order-history?page=3');
    expect(within(pages).getByText('Page 2 of 3')).toBeTruthy();
  });

  it('has an empty state', async () => {
    stubApi([{ path: '/api/account/orders', body: page([], 1, 0) }]);
    renderAccountArea(<OrderHistoryPage {...pageProps('/account/order-history')} />);
    expect(await screen.findByText('You have not placed any orders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  });
});

describe('account order details', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the shopper's order: items, totals, addresses, payment, shipments and the return label", async () => {
    stubApi([{ path: '/api/account/orders/NB12345678', body: order() }]);
    const shipment = (item: Shipment, index: number) => <p>{`tracking ${index + 1}: ${item.trackingNumber}`}</p>;
    renderAccountArea(<AccountOrderPage {...pageProps('/account/order-details/NB12345678')} renderShipment={shipment} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Order NB12345678' })).toBeTruthy();
    expect((await screen.findByTestId('account-order-status')).textContent).toBe('Placed on 20 Nov 2026 · Status: Shipped');
    expect(screen.getByRole('link', { name: 'Ridge Hiker Boot' }).getAttribute('href')).toBe('/p/ridge-hiker-nb1001');
    expect(screen.getByText('Size 42 · Brown · Quantity 1')).toBeTruthy();
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total£125.00');
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByRole('listitem').textContent).toBe('Card (visa •••• 4242): £125.00');
    expect(screen.getByText('tracking 1: RM123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a return label' }).getAttribute('href')).toBe('/return-label?email=ada%40example.com&orderNumber=NB12345678');
  });

  it("hands another shopper's order (a 404) to the shell's not-found page", async () => {
    stubApi([{ path: '/api/account/orders/NB99999999', status: 404, body: apiError(404, 'Order not found') }]);
    const errors: Array<{ status: number; message: string }> = [];
    const stop = on('page:error', (error) => errors.push(error));
    renderAccountArea(<AccountOrderPage {...pageProps('/account/order-details/NB99999999')} />);
    await vi.waitFor(() => expect(errors).toEqual([{ status: 404, message: 'Page not found: /account/order-details/NB99999999' }]));
    stop();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
