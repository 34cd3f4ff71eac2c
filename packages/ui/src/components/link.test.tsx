import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInStorefront } from '../testing/render-in-storefront';
import { Link } from './link';

/** Records whether Link prevented the default, then stops happy-dom from actually following the href. */
function watchDefaultAction() {
  const seen: boolean[] = [];
  const listener = (event: Event) => {
    seen.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { seen, stop: () => document.removeEventListener('click', listener) };
}

let watcher = watchDefaultAction();
afterEach(() => {
  watcher.stop();
  watcher = watchDefaultAction();
});

describe('Link', () => {
  it('renders the localized href and routes a plain left click through the shell', () => {
    const { navigate } = renderInStorefront(<Link to="/p/ridge-hiker-nb1001">Ridge Hiker</Link>, { locale: 'de-de' });
    const link = screen.getByRole('link', { name: 'Ridge Hiker' });
    expect(link.getAttribute('href')).toBe('/de-de/p/ridge-hiker-nb1001');
    fireEvent.click(link, { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/p/ridge-hiker-nb1001', undefined);
    expect(watcher.seen).toEqual([true]);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    'leaves a modified click (%o) to the browser, so new tabs work',
    (modifier) => {
      const { navigate } = renderInStorefront(<Link to="/cart">Basket</Link>);
      fireEvent.click(screen.getByRole('link'), { button: 0, ...modifier });
      expect(navigate).not.toHaveBeenCalled();
      expect(watcher.seen).toEqual([false]);
    },
  );

  it('passes external URLs and fragments through untouched', () => {
    const { navigate } = renderInStorefront(
      <>
        <Link to="https://help.example.test/returns">Returns</Link>
        <Link to="#sign-in">Sign in</Link>
      </>,
      { locale: 'de-de' },
    );
    const external = screen.getByRole('link', { name: 'Returns' });
    expect(external.getAttribute('href')).toBe('https://help.example.test/returns');
    fireEvent.click(external, { button: 0 });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }), { button: 0 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens in a new tab without the router when asked', () => {
    const { navigate } = renderInStorefront(
      <Link to="/size-chart" newTab>
        Size chart
      </Link>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(link, { button: 0 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('applies the alias map and keeps the default locale unprefixed', () => {
    renderInStorefront(<Link to="/help">Help</Link>, { urlAlias: (path) => (path === '/help' ? '/help-centre' : path) });
    expect(screen.getByRole('link').getAttribute('href')).toBe('/help-centre');
  });

  it('asks the router to replace when told to', () => {
    const { navigate } = renderInStorefront(
      <Link to="/search?q=boot" replace>
        Search
      </Link>,
    );
    fireEvent.click(screen.getByRole('link'), { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/search?q=boot', { replace: true });
  });
});
