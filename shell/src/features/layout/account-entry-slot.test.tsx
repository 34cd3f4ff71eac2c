import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { StorefrontRoot } from '@sf/ui';
import { initI18n } from '@sf/i18n';
import { $session, GUEST_SESSION, siteInfo, type ParcelModule, type WidgetProps } from '@sf/remote-contract';

const loadParcel = vi.fn<(remote: string, module: string, fresh?: boolean) => Promise<ParcelModule<object>>>();
vi.mock('../federation/remote-loader', async (original) => ({
  ...(await original<typeof import('../federation/remote-loader')>()),
  loadParcel: (...args: [string, string, boolean?]) => loadParcel(...args),
}));
const { AccountEntrySlot } = await import('./account-entry-slot');

const widgetProps = {} as WidgetProps;
const renderEntry = () =>
  render(
    <StorefrontRoot site={siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default')} navigate={() => undefined}>
      <AccountEntrySlot widgetProps={widgetProps} />
    </StorefrontRoot>,
  );

beforeAll(async () => {
  await initI18n({ locale: 'uk-en', payload: { urls: {}, texts: { 'account.signIn': 'Sign in' }, seo: { title: '', description: '' }, alternateLinks: [] } });
});
afterEach(() => {
  cleanup();
  loadParcel.mockReset();
  $session.set(GUEST_SESSION);
});

describe('the header account entry', () => {
  it('gives a guest the shell’s own sign-in link (to the #sign-in dialog) without loading the account remote', async () => {
    renderEntry();
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toContain('#sign-in_header');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(loadParcel).not.toHaveBeenCalled();
  });

  it('hands over to the account remote’s entry once the shopper is signed in, and keeps it after sign-out', async () => {
    loadParcel.mockResolvedValue({
      bootstrap: async () => undefined,
      mount: async ({ domElement }: { domElement: HTMLElement }) => {
        domElement.textContent = 'Hi, Ada';
      },
      update: async () => undefined,
      unmount: async () => undefined,
    } as unknown as ParcelModule<object>);
    renderEntry();
    act(() => $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c1', firstName: 'Ada' }));
    expect(await screen.findByText('Hi, Ada')).toBeTruthy();
    expect(loadParcel).toHaveBeenCalledWith('mfe_account', './AccountEntry', false);
    act(() => $session.set(GUEST_SESSION));
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByText('Hi, Ada')).toBeTruthy();
  });
});
