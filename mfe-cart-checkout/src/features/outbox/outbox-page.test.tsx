import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { OutboxPage } from './outbox-page';

describe('OutboxPage (/lower-envs)', () => {
  it('lists the e-mails the shop would have sent', async () => {
    stubApi([
      {
        path: '/api/dev/outbox',
        body: {
          messages: [
            {
              id: 'm1',
              kind: 'order_confirmation',
              to: 'ada@example.com',
              subject: 'Your order NB12345678',
              html: '<p>x</p>',
              text: 'Thanks',
              locale: 'uk-en',
              orderNumber: 'NB12345678',
              createdAt: '2026-11-22T10:00:00Z',
            },
          ],
        },
      },
    ]);
    renderInShell(<OutboxPage {...pageProps('/lower-envs')} />);
    expect((await screen.findByText(/Your order NB12345678/)).textContent).toBe('2026-11-22 10:00 · ada@example.com · Your order NB12345678');
  });

  it('sends the visitor home when the outbox does not exist (production)', async () => {
    stubApi([{ path: '/api/dev/outbox', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Route not found' } }]);
    const props = pageProps('/lower-envs');
    renderInShell(<OutboxPage {...props} />);
    await vi.waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/', { replace: true }));
  });

  it('asks for an operator sign-in when the outbox needs one, then lists the e-mails', async () => {
    const api = stubApi([
      {
        path: '/api/dev/outbox',
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in as an operator to use the development helpers' },
        once: true,
      },
      {
        path: '/api/operator/session',
        method: 'POST',
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'The e-mail or password is not right' },
        once: true,
      },
      { path: '/api/operator/session', method: 'POST', body: {} },
      { path: '/api/dev/outbox', body: { messages: [] } },
    ]);
    renderInShell(<OutboxPage {...pageProps('/lower-envs')} />);
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'operator@storefront.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The e-mail or password is not right');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('No e-mails yet.')).toBeTruthy();
    expect(api.calls.filter((call) => call.url.pathname === '/api/operator/session')[0]?.body).toEqual({
      email: 'operator@storefront.test',
      password: 'wrong',
    });
  });
});
