import type { Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import type { CardToken } from '@sf/contracts';
import { CARD_FORM_PATH, readProviderMessage } from '@sf/contracts/payment-frame';
import type { SiteInfo } from '@sf/remote-contract';
import { Alert, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/**
 * The payment provider's isolated card form, exactly as checkout shows it: the number and CVC are typed into the
 * provider's page and never touch this remote, our API or our database; the frame posts back a one-time token.
 */
export function CardFrame({ site, onToken }: { site: Pick<SiteInfo, 'language'>; onToken: (card: CardToken) => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onToken);
  handler.current = onToken;
  // The provider page reports its real height; until then this keeps the space its form needs.
  const [height, setHeight] = useState(320);
  const [error, setError] = useState(false);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const message = readProviderMessage(event, { origin: window.location.origin, source: frame.current?.contentWindow });
      if (!message) return;
      if (message.type === 'resize') setHeight(message.height);
      else if (message.type === 'error') setError(true);
      else if (message.type === 'tokenized') {
        setError(false);
        handler.current(message.card);
      }
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, []);

  return (
    <Stack gap={2}>
      <iframe
        ref={frame}
        title={t('account-area.cards.frameTitle')}
        src={`${CARD_FORM_PATH}?lang=${encodeURIComponent(site.language)}`}
        css={(theme: Theme) => ({ width: '100%', height, border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`, borderRadius: theme.radii.md })}
      />
      {error && <Alert tone="error">{t('account-area.cards.frameError')}</Alert>}
    </Stack>
  );
}
