import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconButton } from './icon-button';

const WIDTHS = { sm: '28rem', md: '40rem', lg: '56rem' } as const;
export type DialogSize = keyof typeof WIDTHS;

export interface DialogProps {
  /** Rendered (and shown modally) only while open. */
  open: boolean;
  /** Called for the close button and Escape; the caller sets open to false. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Text of the close button, e.g. t('common.close'). */
  closeLabel: string;
  size?: DialogSize;
  /** Heading level of the title in the page outline. */
  titleLevel?: 2 | 3;
  children?: ReactNode;
}

/**
 * An in-page modal on the native <dialog>: showModal() makes the rest of the page inert and keeps focus inside,
 * Escape fires `cancel` (turned into onClose so state stays with the caller), and on close focus goes back to
 * whatever had it before, usually the button that opened it.
 */
export function Dialog({ open, ...rest }: DialogProps) {
  return open ? <OpenDialog {...rest} /> : null;
}

function OpenDialog({ onClose, title, closeLabel, size = 'md', titleLevel = 2, children }: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      // The opener may have gone meanwhile (e.g. a removed list item); then the browser's default applies.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const Title = `h${titleLevel}` as const;
  return (
    <dialog ref={ref} aria-labelledby={titleId} css={(theme: Theme) => dialogStyles(theme, size)}>
      <div
        css={(theme: Theme) => ({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space[3], marginBottom: theme.space[3] })}
      >
        <Title
          id={titleId}
          css={(theme: Theme) => ({ margin: 0, fontFamily: theme.fonts.heading, fontSize: theme.fontSizes.xl, lineHeight: theme.lineHeights.tight })}
        >
          {title}
        </Title>
        <IconButton aria-label={closeLabel} onClick={() => onCloseRef.current()} icon="×" />
      </div>
      {children}
    </dialog>
  );
}

const dialogStyles = (theme: Theme, size: DialogSize) => ({
  width: `min(${WIDTHS[size]}, 100vw - ${theme.space[4]})`,
  maxHeight: `calc(100vh - ${theme.space[5]})`,
  padding: theme.space[4],
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  boxShadow: theme.shadows.lg,
  '&::backdrop': { background: theme.colors.scrim },
});
