import { useRef, useState } from 'react';
import type { Theme } from '@emotion/react';
import { Alert, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { CardToken } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { CHECKOUT_PATHS } from './checkout-api';
import { useProviderMessages } from './use-provider-messages';

/**
 * The provider's isolated card form. Card number and CVC are typed into the provider's page and never touch this
 * remote, our API or our database: the frame hands back a token through postMessage.
 */
export function CardFrame({ site, onToken }: { site: Pick<SiteInfo, 'language'>; onToken: (card: CardToken) => void }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(320);
  const [error, setError] = useState<string | null>(null);
  useProviderMessages(frame, (message) => {
    if (message.type === 'resize') setHeight(message.height);
    else if (message.type === 'error') setError(message.message);
    else if (message.type === 'tokenized') {
      setError(null);
      onToken(message.card);
    }
  });
  return (
    <Stack gap={2}>
      <iframe
        ref={frame}
        title={t('cart.checkout.cardFrameTitle')}
        src={`${CHECKOUT_PATHS.cardForm}?lang=${encodeURIComponent(site.language)}`}
        css={(theme: Theme) => ({ width: '100%', height, border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`, borderRadius: theme.radii.md })}
      />
      {error && <Alert tone="error">{t('cart.checkout.cardFormError')}</Alert>}
    </Stack>
  );
}
