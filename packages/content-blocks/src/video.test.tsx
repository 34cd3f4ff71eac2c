import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentBlock } from '@sf/contracts';
import { $consent, type ConsentState } from '@sf/remote-contract';
import { loadLocaleTexts, renderInShell } from './testing/render';
import { VideoBlock } from './video';

const block: Extract<ContentBlock, { type: 'video' }> = {
  type: 'video',
  title: 'The film',
  poster: { id: '0123456789abcdef', width: 1280, height: 720, alt: '' },
  source: { provider: 'youtube', videoId: 'aqz-KE-bpKQ' },
};
const undecided: ConsentState = { decided: false, required: true, performance: false, functional: false, targeting: false };

describe('VideoBlock', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $consent.set(undecided);
  });

  it('shows only our own poster until clicked, and without consent explains instead of loading YouTube', () => {
    $consent.set(undecided);
    const { container } = renderInShell(<VideoBlock block={block} titleLevel={2} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube');
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: The film' }));
    expect(screen.getByTestId('video-consent').textContent).toContain('allow functional cookies');
    expect(document.querySelector('iframe')).toBeNull();
    // Consent given while the dialog is open: the player appears.
    act(() => $consent.set({ ...undecided, decided: true, functional: true }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0');
  });

  it('plays from youtube-nocookie at once with targeting consent', () => {
    $consent.set({ ...undecided, decided: true, targeting: true });
    renderInShell(<VideoBlock block={block} titleLevel={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: The film' }));
    expect(screen.getByTitle('Video: The film').getAttribute('src')).toContain('https://www.youtube-nocookie.com/embed/');
  });
});
