import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiRequestError } from '@sf/api-client';
import { $employeeSession, type EmployeeTerms } from '@sf/contracts';
import { on, siteInfo, type EventMap } from '@sf/remote-contract';
import { employeesShell } from '../../testing/employees-texts';
import type { EmployeesApi } from './employees-api';
import { $employeeTermsPending } from './employee-session-watch';
import { EmployeeTermsDialog } from './employee-terms-dialog';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const terms: EmployeeTerms = {
  version: '2026-01-15',
  language: 'en',
  title: 'Employee purchase terms',
  paragraphs: ['The employee discount is a personal benefit.', 'An employee session ends 8 hours after it starts.'],
  discounts: { northbound: 40, kerbside: 30, fieldwear: 35 },
  accepted: false,
  acceptedAt: null,
};
const expiry = Date.now() + 8 * 60 * 60 * 1000;
const apiWith = (overrides: Partial<EmployeesApi> = {}): EmployeesApi => ({
  terms: vi.fn(async () => terms),
  accept: vi.fn(async (version: string) => ({ version, acceptedAt: '2026-01-15T09:30:00.000Z' })),
  start: vi.fn(async () => ({ employeeToken: 'token-1', employeeExpiryTime: expiry })),
  current: vi.fn(async () => null),
  end: vi.fn(async () => undefined),
  ...overrides,
});
const { loadLocaleTexts, renderInShell } = employeesShell;
const forbidden = new ApiRequestError({ method: 'GET', url: '/api/employees/terms', status: 403, statusText: 'Forbidden', body: null });

describe('EmployeeTermsDialog', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $employeeSession.set(null);
    $employeeTermsPending.set(false);
  });

  it('shows the current terms with the version and each brand discount, titled by the terms', async () => {
    const setTitle = vi.fn();
    renderInShell(<EmployeeTermsDialog site={site} close={vi.fn()} setTitle={setTitle} api={apiWith()} />);
    expect(await screen.findByText('The employee discount is a personal benefit.')).toBeTruthy();
    expect(setTitle).toHaveBeenLastCalledWith('Employee purchase terms');
    expect(screen.getByText('Version of 15 January 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your employee discount' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Northbound: 40% off', 'Kerbside: 30% off', 'Fieldwear: 35% off']);
  });

  it('records the acceptance of this version, starts the employee session and closes', async () => {
    const api = apiWith();
    const close = vi.fn();
    const toasts: EventMap['toast:show'][] = [];
    const stop = on('toast:show', (toast) => toasts.push(toast));
    $employeeTermsPending.set(true);
    renderInShell(<EmployeeTermsDialog site={site} close={close} setTitle={vi.fn()} api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'I accept the terms' }));
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.accept).toHaveBeenCalledWith('2026-01-15');
    expect(api.start).toHaveBeenCalledTimes(1);
    expect($employeeSession.get()).toEqual({ employeeToken: 'token-1', employeeExpiryTime: expiry });
    expect($employeeTermsPending.get()).toBe(false);
    expect(toasts[0]?.tone).toBe('success');
    expect(toasts[0]?.message).toMatch(/^Employee prices are on until /);
    stop();
  });

  it('keeps the dialog open with a message when the acceptance fails, and closes on "Not now"', async () => {
    const close = vi.fn();
    renderInShell(
      <EmployeeTermsDialog site={site} close={close} setTitle={vi.fn()} api={apiWith({ accept: vi.fn(async () => Promise.reject(new Error('down'))) })} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'I accept the terms' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your acceptance could not be saved. Please try again.');
    expect(close).not.toHaveBeenCalled();
    expect($employeeSession.get()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('tells a non-employee the terms are not for them, and offers a retry when loading fails', async () => {
    renderInShell(
      <EmployeeTermsDialog site={site} close={vi.fn()} setTitle={vi.fn()} api={apiWith({ terms: vi.fn(async () => Promise.reject(forbidden)) })} />,
    );
    expect(await screen.findByText('These terms are for employees only.')).toBeTruthy();
    cleanup();
    const failingOnce = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(terms);
    renderInShell(<EmployeeTermsDialog site={site} close={vi.fn()} setTitle={vi.fn()} api={apiWith({ terms: failingOnce })} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'I accept the terms' })).toBeTruthy();
  });

  it('speaks the site language', async () => {
    await loadLocaleTexts('de-de');
    renderInShell(
      <EmployeeTermsDialog site={siteInfo('kerbside', 'de-de', 'uk-en', 'prefix_except_default')} close={vi.fn()} setTitle={vi.fn()} api={apiWith()} />,
      'de-de',
    );
    expect(await screen.findByRole('button', { name: 'Ich akzeptiere die Bedingungen' })).toBeTruthy();
    expect(screen.getByText('Kerbside: 30 % Rabatt')).toBeTruthy();
    await loadLocaleTexts('uk-en');
  });
});
