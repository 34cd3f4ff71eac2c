import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { $flags } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Icon } from './header-icons';
import { useScrolledPast } from './use-scrolled';

/** Spec §9: the page must be over this many viewports tall for the button to be offered. */
export const BACK_TO_TOP_PAGE_VIEWPORTS = 4;

const Button = styled.button(({ theme }) => ({
  position: 'fixed',
  insetInlineEnd: theme.space[4],
  // Above the chat launcher's corner.
  bottom: '5.5rem',
  zIndex: theme.zIndices.sticky,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  boxShadow: theme.shadows.md,
  cursor: 'pointer',
}));

/**
 * Spec §2: shown when the `backToTop` flag is on, the page is over 4 viewports tall and scrolled past the first one.
 * Back at the top, focus goes to the main content's start, so a keyboard user continues from there.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const enabled = useStore($flags)?.flags.backToTop === true;
  const shown = useScrolledPast(() =>
    enabled && document.documentElement.scrollHeight > BACK_TO_TOP_PAGE_VIEWPORTS * window.innerHeight ? window.innerHeight : Number.POSITIVE_INFINITY,
  );
  if (!shown) return null;
  return (
    <Button
      type="button"
      aria-label={t('header.backToTop')}
      data-testid="back-to-top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="up" />
    </Button>
  );
}
