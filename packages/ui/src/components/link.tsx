import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useShell } from '../shell/shell-context';
import { focusRing } from './focus-ring';

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** Locale-free app path (/p/ridge-hiker-nb1001), an absolute URL, or a #fragment (dialogs open from fragments). */
  to: string;
  /** Opens in a new tab; the shell's router is not involved. */
  newTab?: boolean;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
  /** inline: underlined, for running text. plain: inherits colour, underline on hover (cards, menus). */
  variant?: 'inline' | 'plain';
}

/** Absolute URLs (https:, mailto:, tel:, //host) and bare fragments are the browser's business, not the router's. */
export const isBrowserHandledHref = (to: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(to);

/**
 * A real <a href> (so middle-click, ctrl/cmd-click and "open in new tab" work and crawlers see the localized URL),
 * whose plain left click goes through the shell's router instead of reloading the page.
 */
export function Link({ to, newTab = false, replace = false, variant = 'inline', onClick, target, rel, ...rest }: LinkProps) {
  const { navigate, hrefFor } = useShell();
  const browserHandled = isBrowserHandledHref(to);
  const effectiveTarget = newTab ? '_blank' : target;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || browserHandled || !isPlainLeftClick(event)) return;
    if (effectiveTarget && effectiveTarget !== '_self') return;
    if (event.currentTarget.hasAttribute('download')) return;
    event.preventDefault();
    navigate(to, replace ? { replace: true } : undefined);
  };

  return (
    <a
      href={browserHandled ? to : hrefFor(to)}
      target={effectiveTarget}
      rel={newTab ? 'noopener noreferrer' : rel}
      onClick={handleClick}
      css={(theme: Theme) => linkStyles(theme, variant)}
      {...rest}
    />
  );
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const linkStyles = (theme: Theme, variant: 'inline' | 'plain') => ({
  color: variant === 'inline' ? theme.colors.primary : 'inherit',
  textDecoration: variant === 'inline' ? 'underline' : 'none',
  textUnderlineOffset: '0.15em',
  borderRadius: theme.radii.sm,
  '&:hover': { textDecoration: 'underline', textDecorationThickness: theme.sizes.strokeWidth },
  ...focusRing(theme),
});
