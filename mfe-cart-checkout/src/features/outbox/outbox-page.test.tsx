import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { OutboxPage } from './outbox-page';

describe('OutboxPage (/lower-envs)', () => {
  it('lists the e-mails the shop would have sent', async () => {
    stubApi([{ path: '/api/dev/outbox', body: { messages: [{ id: 'm1', kind: 'order_confirmation', to: 'ada@example.com', subject: 'Your order NB12345678', html: '<p>x</p>', text: 'Thanks', locale: 'uk-en', orderNumber: 'NB12345678', createdAt: '2026-11-22T10:00:00Z' }] } }]);
    renderInShell(<OutboxPage {...pageProps('/lower-envs')} />);
    expect((await screen.findByText(/Your order NB12345678/)).textContent).toBe('2026-11-22 10:00 · ada@example.com · Your order NB12345678');
  });

  it('sends the visitor home when the outbox does not exist (production)', async () => {
    stubApi([{ path: '/api/dev/outbox', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Route not found' } }]);
    const props = pageProps('/lower-envs');
    renderInShell(<OutboxPage {...props} />);
    await vi.waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/', { replace: true }));
  });
});
