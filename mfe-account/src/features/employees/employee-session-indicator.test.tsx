import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { $employeeSession } from '@sf/contracts';
import { $session, GUEST_SESSION, on, siteInfo } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { employeesShell } from '../../testing/employees-texts';
import { $employeeTermsPending } from './employee-session-watch';
import { EmployeeSessionIndicator } from './employee-session-indicator';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const employee = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c-1', email: 'employee@storefront.test', isEmployee: true };
const { loadLocaleTexts, renderInShell } = employeesShell;

describe('EmployeeSessionIndicator', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $session.set(GUEST_SESSION);
    $employeeSession.set(null);
    $employeeTermsPending.set(false);
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows nothing for guests and asks the server nothing', () => {
    const { fetch } = stubApi([]);
    renderInShell(<EmployeeSessionIndicator site={site} />);
    expect(screen.queryByTestId('employee-indicator')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('restores the employee session of this browser and shows employee prices with their end', async () => {
    const expiry = Date.now() + 60 * 60 * 1000;
    stubApi([{ method: 'GET', path: '/api/employees/session', body: { employeeToken: 'restored', employeeExpiryTime: expiry } }]);
    $session.set(employee);
    renderInShell(<EmployeeSessionIndicator site={site} />);
    const badge = await screen.findByTestId('employee-indicator');
    expect(badge.textContent).toMatch(/^Employee prices \(Employee prices until \d{2}:\d{2}\)$/);
    expect($employeeSession.get()?.employeeToken).toBe('restored');
  });

  it('offers the terms again from the header while they wait for acceptance', async () => {
    const { calls } = stubApi([
      { method: 'GET', path: '/api/employees/session', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No employee session' } },
      {
        method: 'GET',
        path: '/api/employees/terms',
        body: { version: '2026-01-15', language: 'en', title: 'T', paragraphs: [], discounts: {}, accepted: false, acceptedAt: null },
      },
    ]);
    const opened: string[] = [];
    const stop = on('dialog:open', ({ name }) => opened.push(name));
    $session.set(employee);
    renderInShell(<EmployeeSessionIndicator site={site} />);
    const link = await screen.findByRole('link', { name: 'Employee terms' });
    expect(link.getAttribute('href')).toBe('#employee-terms');
    // The dialog opened by itself once (first sign-in); no session was started without the terms.
    expect(opened).toEqual(['employee-terms']);
    expect(calls.map((call) => call.method)).not.toContain('POST');
    stop();
  });
});
