import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Order } from '@sf/contracts';
import { $session, GUEST_SESSION, siteInfo, type Navigate, type PageProps } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { OrderDetailsPage } from './order-details-page';
import { OrderStatusPage } from './order-status-page';
import { detailsQuery } from './orders-api';
import { ReturnLabelPage } from './return-label-page';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const props = (path: string, query: Record<string, string> = {}): PageProps & { navigate: ReturnType<typeof vi.fn<Navigate>> } => ({
  route: { name: 'test', path, params: {}, query },
  locale: 'uk-en',
  site,
  navigate: vi.fn<Navigate>(),
});
const money = (amount: number) => ({ amount, currency: 'GBP' as const });
const order = (overrides: Partial<Order> = {}): Order => ({
  orderNumber: 'NB12345678',
  isFinalized: true,
  status: 'shipped',
  brand: 'northbound',
  locale: 'uk-en',
  createdAt: '2026-11-20T10:00:00Z',
  billingAddress: {
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '1 Road',
    city: 'London',
    postalCode: 'SW1Y 4JH',
    country: 'GB',
  },
  shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '1 Road', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' },
  paymentMethod: [{ code: 'CARD', additionalData: { amount: 12000 } }],
  totals: { currency: 'GBP', totalWithoutTaxAfterDiscount: 10000, shipping: 0, merchandiseTotalTax: 2000, total: 12000 },
  shipments: [
    {
      shipmentId: 's1',
      shippingMethod: { code: 'standard', label: 'Standard' },
      status: 'in_transit',
      carrier: 'Royal Mail',
      trackingNumber: 'RM123',
      estimatedDelivery: '2026-11-24',
      events: [
        { code: 'ordered', at: '2026-11-20T10:00:00Z', description: 'Ordered' },
        { code: 'shipped', at: '2026-11-21T09:00:00Z', description: 'Shipped' },
      ],
    },
  ],
  items: [
    {
      itemId: 'i1',
      productId: 'NB1001',
      masterId: 'NB1001',
      variantId: 'v1',
      name: 'Ridge Hiker Boot',
      size: '42',
      colour: 'Brown',
      image: '',
      path: '/p/x',
      quantity: 1,
      unitPrice: money(12000),
      lineTotal: money(12000),
      giftCard: false,
    },
  ],
  returnLabel: { eligible: true, until: '2026-12-20', reason: null },
  ...overrides,
});

describe('order pages', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $session.set(GUEST_SESSION);
    vi.unstubAllGlobals();
  });

  it('needs email or orderNumber on /order-details (spec §2)', () => {
    expect(detailsQuery({})).toBe('redirect');
    expect(detailsQuery({ email: 'a@b.co' })).toBe('incomplete');
    expect(detailsQuery({ email: ' a@b.co ', orderNumber: 'nb 1234 5678' })).toEqual({ email: 'a@b.co', orderNumber: 'NB12345678' });
    const page = props('/order-details');
    renderInShell(<OrderDetailsPage {...page} />);
    expect(page.navigate).toHaveBeenCalledWith('/order-status', { replace: true });
  });

  it('sends a signed-in shopper from /order-status to the order history', () => {
    $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c1', email: 'ada@example.com' });
    const page = props('/order-status');
    renderInShell(<OrderStatusPage {...page} />);
    expect(page.navigate).toHaveBeenCalledWith('/account/order-history', { replace: true });
  });

  it('gives one message whichever half is wrong, and a polite one when rate limited', async () => {
    const api = stubApi([
      { method: 'POST', path: '/api/orders/lookup', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No order' }, once: true },
      { method: 'POST', path: '/api/orders/lookup', status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'slow down' } },
    ]);
    const page = props('/order-status');
    renderInShell(<OrderStatusPage {...page} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Order number/), { target: { value: 'nb12345678' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find my order' })));
    expect(await screen.findByText(/We could not find an order with these details/)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ email: 'ada@example.com', orderNumber: 'NB12345678' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find my order' })));
    expect(await screen.findByText(/Please wait a minute/)).toBeTruthy();
    expect(page.navigate).not.toHaveBeenCalled();
  });

  it('opens the details after a successful look-up', async () => {
    stubApi([{ method: 'POST', path: '/api/orders/lookup', body: { orderNumber: 'NB12345678' } }]);
    const page = props('/order-status');
    renderInShell(<OrderStatusPage {...page} />);
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/Order number/), { target: { value: 'NB12345678' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Find my order' })));
    expect(page.navigate).toHaveBeenCalledWith('/order-details?email=ada%40example.com&orderNumber=NB12345678');
  });

  it('shows the order with its shipment tracking and a return-label link', async () => {
    const api = stubApi([{ path: '/api/orders/NB12345678', body: order() }]);
    renderInShell(<OrderDetailsPage {...props('/order-details', { email: 'ada@example.com', orderNumber: 'NB12345678' })} />);
    expect((await screen.findByTestId('order-number')).textContent).toBe('Order NB12345678');
    expect(api.urls[0]).toContain('email=ada%40example.com');
    const events = screen.getByRole('list', { name: 'Tracking history' });
    expect(events.textContent).toMatch(/Handed to the carrier.*Order placed/);
    expect(screen.getByText('Tracking number: RM123')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a return label' }).getAttribute('href')).toBe('/return-label?email=ada%40example.com&orderNumber=NB12345678');
  });

  it('links the PDF of an eligible order and explains an ineligible one', async () => {
    stubApi([{ path: '/api/orders/NB12345678', body: order() }]);
    renderInShell(<ReturnLabelPage {...props('/return-label', { email: 'ada@example.com', orderNumber: 'NB12345678' })} />);
    const link = await screen.findByRole('link', { name: 'Download return label (PDF)' });
    expect(link.getAttribute('href')).toBe('/api/orders/NB12345678/return-label.pdf?email=ada%40example.com&brand=northbound&locale=uk-en');
    cleanup();
    stubApi([{ path: '/api/orders/NB12345678', body: order({ returnLabel: { eligible: false, until: null, reason: 'not paid' } }) }]);
    renderInShell(<ReturnLabelPage {...props('/return-label', { email: 'ada@example.com', orderNumber: 'NB12345678' })} />);
    expect(await screen.findByText(/cannot be returned with a label/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download return label (PDF)' })).toBeNull();
  });
});
