import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { emit } from '@sf/remote-contract';
import { Heading, Text } from '@sf/ui';

/**
 * The h1 of an account page. On arrival it takes focus (unless the shopper already put focus somewhere), so a screen
 * reader starts at the new page's name rather than at the top of the document; it also sets the page's title.
 * A change of `focusKey` (another view of the same page) moves focus there again.
 */
export function AccountHeading({ title, intro, focusKey = '' }: { title: string; intro?: string; focusKey?: string }) {
  const ref = useRef<HTMLElement>(null);
  const firstKey = useRef(focusKey);

  useEffect(() => {
    emit('page:meta', { title, description: intro ?? title });
  }, [title, intro]);

  useEffect(() => {
    const active = document.activeElement;
    const untouched = !active || active === document.body || active.id === 'main' || active.closest('[data-account-nav]') !== null;
    if (untouched) ref.current?.querySelector('h1')?.focus({ preventScroll: true });
  }, []);

  // The same page with another view (e.g. the next page of orders): the link that was used may be gone.
  useEffect(() => {
    if (focusKey === firstKey.current) return;
    firstKey.current = focusKey;
    ref.current?.querySelector('h1')?.focus();
  }, [focusKey]);

  return (
    <header ref={ref} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
      <Heading level={1} size="xl" tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
        {title}
      </Heading>
      {intro && <Text tone="muted">{intro}</Text>}
    </header>
  );
}
