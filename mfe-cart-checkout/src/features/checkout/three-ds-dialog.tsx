import { useEffect, useId, useRef } from 'react';
import type { Theme } from '@emotion/react';
import { Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useProviderMessages } from './use-provider-messages';

interface ThreeDsDialogProps {
  challengeUrl: string;
  paymentId: string;
  onResult: (result: 'approved' | 'failed') => void;
}

/**
 * Spec §2: the 3-D Secure challenge has no close button and no outside interaction. A native modal <dialog> makes
 * the page inert; Escape (`cancel`) is swallowed; Tab stays inside; only the bank's page can end it.
 */
export function ThreeDsDialog({ challengeUrl, paymentId, onResult }: ThreeDsDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const titleId = useId();
  const done = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => event.preventDefault();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
      if (event.key !== 'Tab') return;
      // The iframe is the only control: Tab cycles back into it rather than leaving for the browser's UI.
      event.preventDefault();
      frame.current?.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    frame.current?.focus();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      if (dialog.open) dialog.close();
    };
  }, []);

  useProviderMessages(frame, (message) => {
    if (message.type !== 'challenge-result' || message.paymentId !== paymentId || done.current) return;
    done.current = true;
    onResult(message.result);
  });

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="three-ds-dialog"
      css={(theme: Theme) => ({
        width: `min(32rem, 100vw - ${theme.space[4]})`,
        padding: theme.space[4],
        border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.background,
        color: theme.colors.text,
        '&::backdrop': { background: theme.colors.scrim },
      })}
    >
      <Stack gap={3}>
        <h2 id={titleId} css={(theme: Theme) => ({ margin: 0, fontFamily: theme.fonts.heading, fontSize: theme.fontSizes.xl })}>
          {t('cart.checkout.threeDsTitle')}
        </h2>
        <Text>{t('cart.checkout.threeDsIntro')}</Text>
        <iframe
          ref={frame}
          title={t('cart.checkout.threeDsFrameTitle')}
          src={challengeUrl}
          css={(theme: Theme) => ({ width: '100%', height: '22rem', border: `${theme.sizes.borderWidth} solid ${theme.colors.border}` })}
        />
      </Stack>
    </dialog>
  );
}
