import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { StorefrontRoot } from '@sf/ui';
import { initI18n } from '@sf/i18n';
import { $flags, $site, siteInfo, type FeatureFlags, type ParcelModule } from '@sf/remote-contract';

const loadParcel = vi.fn<(remote: string, module: string, fresh?: boolean) => Promise<ParcelModule<object>>>();
vi.mock('../federation/remote-loader', async (original) => ({
  ...(await original<typeof import('../federation/remote-loader')>()),
  loadParcel: (...args: [string, string, boolean?]) => loadParcel(...args),
}));
const { ErrorPage } = await import('./error-page');

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const texts: Record<string, string> = {
  'common.error.403.title': 'Access denied',
  'common.error.403.message': 'You do not have permission to see this page.',
  'common.error.404.title': 'Page not found',
  'common.error.404.message': 'We could not find the page you were looking for.',
  'common.error.500.title': 'Something went wrong',
  'common.error.500.subtitle': 'We are working on it',
  'common.error.500.message': 'Please try again in a few minutes.',
  'common.error.backHome': 'Back to home',
  'common.error.maintenanceRetry': 'Try again',
};
const flags = (notFoundContent: boolean): FeatureFlags =>
  ({
    flags: { liveChat: false, helpPages: true, backToTop: false, notFoundContent, autoPromoCodes: false, legacyUrls: false, keepDialogsOnNavigation: false },
  }) as unknown as FeatureFlags;

function show(status: number, message?: string) {
  return render(
    <StorefrontRoot site={site} navigate={() => undefined}>
      <ErrorPage status={status} message={message ?? null} />
    </StorefrontRoot>,
  );
}

beforeAll(async () => {
  await initI18n({ locale: 'uk-en', payload: { urls: {}, texts, seo: { title: '', description: '' }, alternateLinks: [] } });
  $site.set(site);
});
afterEach(() => {
  cleanup();
  loadParcel.mockReset();
  vi.restoreAllMocks();
  $flags.set(null);
});

describe('error screens (spec §2)', () => {
  it('401 and 403: the forbidden screen with a link home and no retry', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const status of [401, 403]) {
      show(status);
      expect(screen.getByTestId('error-page').dataset.screen).toBe('forbidden');
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      cleanup();
    }
    expect(screen.queryByTestId('not-found-picture')).toBeNull();
  });

  it('other 4xx: the not-found screen with its picture; content blocks only with the flag on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadParcel.mockReturnValue(new Promise(() => undefined));
    $flags.set(flags(false));
    show(410);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByTestId('not-found-picture')).toBeTruthy();
    expect(document.querySelector('[data-remote="mfe_content_help"]')).toBeNull();
    cleanup();
    $flags.set(flags(true));
    show(404);
    // Top eagerly, bottom deferred until it nears the viewport.
    const slots = [...document.querySelectorAll<HTMLElement>('[data-remote="mfe_content_help"]')];
    expect(slots.map((slot) => slot.dataset.slotState)).toEqual(['loading', 'deferred']);
    await waitFor(() => expect(loadParcel).toHaveBeenCalledTimes(1));
    expect(loadParcel).toHaveBeenCalledWith('mfe_content_help', './NotFoundContent', false);
  });

  it('other statuses: the maintenance screen with title, subtitle, message and a retry that reloads', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/faq', host: 'shop.test', search: '?a=1', reload } as Location);
    show(503);
    expect(screen.getByTestId('error-page').dataset.screen).toBe('maintenance');
    expect(screen.getByText('We are working on it')).toBeTruthy();
    expect(screen.getByText('Please try again in a few minutes.')).toBeTruthy();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('logs spec §8 lines: Application Error with path, host and query, and the fatal or non-fatal 404 line', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/p/x', host: 'shop.test', search: '?q=1' } as Location);
    show(404, 'Page Not Found: /p/x');
    expect(error).toHaveBeenCalledWith('Application Error: 404', { path: '/p/x', host: 'shop.test', query: '?q=1', message: 'Page Not Found: /p/x' });
    expect(error).toHaveBeenCalledWith('Page Not Found: /p/x');
    cleanup();
    show(404, 'Page not found: /nowhere');
    expect(warn).toHaveBeenCalledWith('Page not found: /nowhere');
    cleanup();
    show(0);
    expect(error).toHaveBeenCalledWith('Application Error: unknown status code', expect.objectContaining({ path: '/p/x' }));
  });
});
