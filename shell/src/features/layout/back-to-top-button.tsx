import styled from '@emotion/styled';
import { useTranslation } from '@sf/i18n';
import { Icon } from './header-icons';

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

/** The button itself, loaded when it is first offered (fixed in a corner, so it arriving late moves nothing). */
export default function BackToTopButton() {
  const { t } = useTranslation();
  return (
    <Button
      type="button"
      aria-label={t('header.backToTop')}
      data-testid="back-to-top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        // Back at the top, focus goes to the main content's start, so a keyboard user continues from there.
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <Icon name="up" />
    </Button>
  );
}
