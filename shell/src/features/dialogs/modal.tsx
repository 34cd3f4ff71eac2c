import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { IconButton } from '@sf/ui';
import { trapFocus } from './focus-trap';

const WIDTHS = { xs: '24rem', md: '36rem', lg: '56rem', full: '100vw' } as const;

const Dialog = styled.dialog<{ size: keyof typeof WIDTHS }>(({ theme, size }) => ({
  width: `min(${WIDTHS[size]}, 100vw - ${theme.space[4]})`,
  maxHeight: `calc(100vh - ${theme.space[5]})`,
  padding: theme.space[4],
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  '&::backdrop': { background: theme.colors.scrim },
  [`@media (max-width: ${theme.breakpoints.sm})`]: size === 'lg' || size === 'full' ? { width: '100vw', maxWidth: '100vw', height: '100vh', margin: 0 } : {},
}));

const Bar = styled.div(({ theme }) => ({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space[3] }));

interface ModalProps {
  title: string;
  size: keyof typeof WIDTHS;
  closeLabel: string;
  onClose: () => void;
  /** Spec §2: some dialogs (3-D Secure, location confirmation) have no close button and ignore Escape. */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * A native modal <dialog>: showModal() makes the rest of the page inert (focus stays inside) and Escape fires
 * `cancel`, which we turn into onClose so the fragment is cleared and focus restored by the caller.
 */
export function Modal({ title, size, closeLabel, onClose, dismissible = true, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissible) onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    const releaseFocus = trapFocus(dialog);
    return () => {
      releaseFocus();
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, [onClose, dismissible]);
  return (
    <Dialog ref={ref} size={size} aria-labelledby={titleId} aria-modal="true">
      <Bar>
        <h2 id={titleId}>{title}</h2>
        {dismissible && <IconButton aria-label={closeLabel} onClick={onClose} icon={<span aria-hidden="true">×</span>} />}
      </Bar>
      {children}
    </Dialog>
  );
}
