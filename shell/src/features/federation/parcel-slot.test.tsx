import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { themeFor } from '@sf/ui';
import { initI18n } from '@sf/i18n';
import { SHELL_ERRORS, type ParcelModule } from '@sf/remote-contract';

const loadParcel = vi.fn<(remote: string, module: string, fresh?: boolean) => Promise<ParcelModule<object>>>();
vi.mock('./remote-loader', async (original) => ({
  ...(await original<typeof import('./remote-loader')>()),
  loadParcel: (...args: [string, string, boolean?]) => loadParcel(...args),
}));

const { ParcelSlot } = await import('./parcel-slot');
const { RemoteLoadError } = await import('./remote-loader');

const parcel = (mount: ParcelModule<object>['mount']): ParcelModule<object> => ({
  bootstrap: async () => undefined,
  mount,
  update: async () => undefined,
  unmount: async () => undefined,
});

function renderSlot(parcelProps: object = { locale: 'uk-en' }) {
  const slot = (props: object) => (
    <ThemeProvider theme={themeFor('northbound')}>
      <ParcelSlot remote="mfe_catalog" module="./ProductPage" parcelProps={props} />
    </ThemeProvider>
  );
  const result = render(slot(parcelProps));
  return { ...result, update: (props: object) => result.rerender(slot(props)) };
}

beforeAll(async () => {
  await initI18n({ locale: 'uk-en', payload: { urls: {}, texts: { 'common.retry': 'Try again' }, seo: { title: '', description: '' }, alternateLinks: [] } });
});
afterEach(() => {
  cleanup();
  loadParcel.mockReset();
});

describe('ParcelSlot failure containment', () => {
  it('shows SHELL-001 when the remote is unavailable and retries with a fresh import', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadParcel.mockRejectedValueOnce(new RemoteLoadError(SHELL_ERRORS.remoteUnavailable.code, 'mfe_catalog', './ProductPage', new Error('net')));
    loadParcel.mockResolvedValueOnce(
      parcel(async ({ domElement }) => {
        domElement.textContent = 'product page';
      }),
    );
    const { container } = renderSlot();
    await waitFor(() => expect(container.querySelector('[data-error-code="SHELL-001"]')).not.toBeNull());
    expect(loadParcel).toHaveBeenLastCalledWith('mfe_catalog', './ProductPage', false);
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    await waitFor(() => expect(screen.getByText('product page')).toBeTruthy());
    expect(loadParcel).toHaveBeenLastCalledWith('mfe_catalog', './ProductPage', true);
    expect(container.querySelector('[data-slot-state="mounted"]')).not.toBeNull();
  });

  it('shows SHELL-002 when the parcel throws while mounting', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadParcel.mockResolvedValueOnce(
      parcel(async () => {
        throw new Error('boom');
      }),
    );
    const { container } = renderSlot();
    await waitFor(() => expect(container.querySelector('[data-error-code="SHELL-002"]')).not.toBeNull());
  });

  it('updates the mounted parcel with new props and the same DOM element (single-spa replaces custom props on update)', async () => {
    const write = ({ domElement, path }: { domElement: HTMLElement; path?: unknown }) => {
      domElement.textContent = `page ${String(path)}`;
    };
    loadParcel.mockResolvedValueOnce({ ...parcel(async (props) => write(props as never)), update: async (props) => write(props as never) });
    const { container, update } = renderSlot({ path: '/c/women' });
    await waitFor(() => expect(screen.getByText('page /c/women')).toBeTruthy());
    update({ path: '/c/women?gender=women' });
    await waitFor(() => expect(screen.getByText('page /c/women?gender=women')).toBeTruthy());
    expect(container.querySelectorAll('[data-slot-state="mounted"] div div')).toHaveLength(1);
  });
});

describe('ParcelSlot loading at the first interaction', () => {
  it('does not load the remote with the page, and loads it at the first key press', async () => {
    const { watchFirstInteraction } = await import('./first-interaction');
    watchFirstInteraction(window);
    loadParcel.mockResolvedValue(
      parcel(async ({ domElement }) => {
        domElement.textContent = 'chat launcher';
      }),
    );
    const { container } = render(
      <ThemeProvider theme={themeFor('northbound')}>
        <ParcelSlot remote="mfe_chat" module="./ChatLauncher" parcelProps={{}} variant="widget" load="interaction" />
      </ThemeProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadParcel).not.toHaveBeenCalled();
    expect(container.querySelector('[data-slot-state="deferred"]')).not.toBeNull();
    await act(async () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await waitFor(() => expect(screen.getByText('chat launcher')).toBeTruthy());
    expect(loadParcel).toHaveBeenCalledWith('mfe_chat', './ChatLauncher', false);
  });
});

describe('ParcelSlot loading near the viewport (below the fold)', () => {
  /** A stand-in IntersectionObserver the test moves by hand: the page has no layout here. */
  function fakeViewport() {
    const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
    class FakeObserver {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    return {
      scrollTo() {
        for (const { callback, targets } of observers)
          if (targets.length)
            callback(
              targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
              {} as IntersectionObserver,
            );
      },
    };
  }
  afterEach(() => vi.unstubAllGlobals());

  const footerSlot = () =>
    render(
      <ThemeProvider theme={themeFor('northbound')}>
        <ParcelSlot remote="mfe_content_help" module="./FooterLinks" parcelProps={{}} variant="widget" load="visible" />
      </ThemeProvider>,
    );

  it('loads the remote only when the slot comes near the viewport', async () => {
    const viewport = fakeViewport();
    loadParcel.mockResolvedValue(
      parcel(async ({ domElement }) => {
        domElement.textContent = 'footer links';
      }),
    );
    const { container } = footerSlot();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadParcel).not.toHaveBeenCalled();
    expect(container.querySelector('[data-slot-state="deferred"]')).not.toBeNull();
    act(() => viewport.scrollTo());
    await waitFor(() => expect(screen.getByText('footer links')).toBeTruthy());
    expect(loadParcel).toHaveBeenCalledWith('mfe_content_help', './FooterLinks', false);
  });

  it('loads at once when the shopper reaches into the slot first (keyboard focus)', async () => {
    fakeViewport();
    loadParcel.mockResolvedValue(
      parcel(async ({ domElement }) => {
        domElement.innerHTML = '<a href="#cookie-preferences">Cookie preferences</a>';
      }),
    );
    const { container } = footerSlot();
    const host = container.querySelector('[data-remote="mfe_content_help"] > div') as HTMLElement;
    await act(async () => host.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
    await waitFor(() => expect(screen.getByText('Cookie preferences')).toBeTruthy());
  });
});
