import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiRequestError } from '@sf/api-client';
import { siteInfo } from '@sf/remote-contract';
import type { ContactCaseBody } from '@sf/contracts/api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import type { ContactApi } from './contact-api';
import { ContactForm } from './contact-form';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const refused = (status: number, message: string) =>
  new ApiRequestError({ method: 'POST', status, statusText: 'refused', url: '/api/help/cases', body: { statusCode: status, error: 'refused', message } });

function fillIn() {
  fireEvent.change(screen.getByLabelText('What is your message about?'), { target: { value: 'returns' } });
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'ada@example.com' } });
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'My sole came loose after two weeks.' } });
}

describe('ContactForm', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(cleanup);

  it('names each field that is missing or malformed before sending anything', async () => {
    const send = vi.fn();
    renderInShell(<ContactForm site={site} api={{ send }} />);
    fireEvent.change(screen.getByLabelText('Order number (optional)'), { target: { value: '12345' } });
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(await screen.findByText('Choose what your message is about.')).toBeTruthy();
    expect(screen.getByText('An order number is two letters and eight digits, e.g. NB12345678.')).toBeTruthy();
    expect(screen.getByLabelText('Your message').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the reference, and a retry after a failure reuses the same idempotency key', async () => {
    const bodies: ContactCaseBody[] = [];
    const api: ContactApi = {
      send: vi.fn(async (body: ContactCaseBody) => {
        bodies.push(body);
        if (bodies.length === 1) throw refused(503, 'unavailable');
        return { reference: 'CS-7KQ2M9XD', createdAt: '2026-11-28T03:00:00.000Z' };
      }),
    };
    renderInShell(<ContactForm site={site} api={api} />);
    fillIn();
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(await screen.findByText('Your message could not be sent. Please try again.')).toBeTruthy();
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(await screen.findByText(/Your reference is CS-7KQ2M9XD/)).toBeTruthy();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);
    expect(bodies[0]).toMatchObject({ brand: 'northbound', locale: 'uk-en', topic: 'returns', email: 'ada@example.com' });
  });

  it('puts the server’s refusals on the field they concern', async () => {
    const send = vi.fn(async () => Promise.reject(refused(415, 'attachment: only JPEG, PNG, WebP or GIF images and PDF documents are accepted')));
    renderInShell(<ContactForm site={site} api={{ send }} />);
    fillIn();
    fireEvent.submit(screen.getByTestId('contact-form'));
    await waitFor(() => expect(screen.getByText('Attach a photo (JPEG, PNG, WebP or GIF) or a PDF.')).toBeTruthy());
    send.mockImplementationOnce(async () => Promise.reject(refused(429, 'Too many messages')));
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(await screen.findByText('You have sent several messages in a short time. Please try again later.')).toBeTruthy();
  });
});
