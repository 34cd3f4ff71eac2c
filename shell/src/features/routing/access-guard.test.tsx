import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionResolved } from '@sf/contracts';
import { $session, GUEST_SESSION } from '@sf/remote-contract';
import { useAccessGuard } from './access-guard';

const shopper = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c-1', email: 'sam@example.com', firstName: 'Sam' };
const at =
  (path: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;

afterEach(() => {
  $session.set(GUEST_SESSION);
  $sessionResolved.set(false);
});

describe('account access in the router', () => {
  it('sends a guest from an account page to sign-in with the way back', () => {
    $sessionResolved.set(true);
    const navigate = vi.fn();
    renderHook(() => useAccessGuard(navigate), { wrapper: at('/account/profile?tab=2') });
    expect(navigate).toHaveBeenCalledWith('/sign-in?redirectTo=%2Faccount%2Fprofile%3Ftab%3D2', { replace: true });
  });

  it('sends a shopper who signs out on an account page home, on every render until they have left', () => {
    $session.set(shopper);
    $sessionResolved.set(true);
    const navigate = vi.fn();
    const { result, rerender } = renderHook(() => useAccessGuard(navigate), { wrapper: at('/account/profile') });
    expect(result.current).toBe(false);
    act(() => $session.set(GUEST_SESSION));
    rerender();
    expect(result.current).toBe(true);
    expect(navigate.mock.calls.map(([target]) => target)).toEqual(['/']);
  });
});
