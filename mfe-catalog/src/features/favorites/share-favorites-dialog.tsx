import { useRef, useState } from 'react';
import { Button, Dialog, Field, Stack, Text, useShell } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { sharedFavoritesUrl } from './shared-favorites-link';

type CopyState = 'idle' | 'copied' | 'failed';

/** The spec's "share your favourites" dialog: the link, read-only, with a copy button. */
export function ShareFavoritesButton({ productIds }: { productIds: readonly string[] }) {
  const { t } = useTranslation();
  const { hrefFor } = useShell();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<CopyState>('idle');
  const input = useRef<HTMLInputElement>(null);
  const url = sharedFavoritesUrl(globalThis.location?.origin ?? '', hrefFor('/favorites'), productIds);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (permission, insecure origin): select the text so the shopper can copy it.
      setCopy('failed');
      input.current?.select();
    }
  };

  const close = () => {
    setOpen(false);
    setCopy('idle');
  };

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('catalog.shareFavorites')}
      </Button>
      <Dialog open={open} onClose={close} title={t('catalog.shareFavorites')} closeLabel={t('catalog.closeDialog')}>
        <Stack gap={4}>
          <Text>{t('catalog.shareFavoritesIntro')}</Text>
          <Field ref={input} label={t('catalog.shareLinkLabel')} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <div>
            <Button onClick={() => void copyLink()}>{t('catalog.copyLink')}</Button>
          </div>
          <Text role="status" size="sm" tone={copy === 'failed' ? 'error' : 'success'}>
            {copy === 'copied' ? t('catalog.linkCopied') : copy === 'failed' ? t('catalog.copyFailed') : ''}
          </Text>
        </Stack>
      </Dialog>
    </>
  );
}
