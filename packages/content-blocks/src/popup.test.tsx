import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentBlock } from '@sf/contracts';
import { $consent } from '@sf/remote-contract';
import { Popup } from './popup';
import { loadLocaleTexts, renderInShell } from './testing/render';

const block: Extract<ContentBlock, { type: 'popup' }> = {
  type: 'popup',
  id: 'newsletter-test',
  title: 'Join the newsletter',
  text: 'New arrivals first.',
  cta: { label: 'Sign up', href: '/newsletter-subscription' },
  delaySeconds: 3,
};

describe('Popup', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
    $consent.set({ decided: false, required: true, performance: false, functional: false, targeting: false });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens as a modal dialog after its delay, with focus inside', () => {
    renderInShell(<Popup block={block} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    const dialog = screen.getByRole('dialog', { name: 'Join the newsletter' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/newsletter-subscription');
  });

  it('is dismissed with Close or Escape and does not come back in this tab', () => {
    const first = renderInShell(<Popup block={block} />);
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderInShell(<Popup block={block} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Without functional consent it is remembered for the tab only.
    expect(localStorage.getItem('sf-popup-dismissed:newsletter-test')).toBeNull();
  });

  it('remembers the dismissal across visits only with functional consent', () => {
    $consent.set({ decided: true, required: true, performance: false, functional: true, targeting: false });
    renderInShell(<Popup block={block} />);
    act(() => vi.advanceTimersByTime(3_000));
    const dialog = screen.getByRole('dialog');
    fireEvent(dialog, new Event('cancel'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('sf-popup-dismissed:newsletter-test')).toBe('1');
  });
});
