import { useEffect } from 'react';
import type { DialogProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { DialogLoadNotice, useDialogLoad } from '../../shared/dialog-load';
import { createContentApi } from '../../shared/content-api';
import { ContentBlocks } from './content-blocks';
import { isValidContentId } from './content-id';

/** `#content_<id>`: one CMS content asset in the shell's modal, which shows the title this names. */
export function ContentDialogView({ arg, site, setTitle }: Pick<DialogProps, 'arg' | 'site' | 'setTitle'>) {
  const { t } = useTranslation();
  const key = isValidContentId(arg) ? `${site.brand}|${site.locale}|${arg}` : null;
  const { state, retry } = useDialogLoad(key, (signal) => createContentApi(site).asset(arg, signal), `content asset ${arg}`);

  const title = state.status === 'ready' ? state.value.title : state.status === 'loading' ? '' : t('content.unavailableTitle');
  useEffect(() => {
    if (title) setTitle(title);
  }, [title, setTitle]);

  if (state.status !== 'ready') {
    const texts = { loading: t('content.loading'), notFound: t('content.notFound'), failed: t('content.loadFailed'), retry: t('content.retry') };
    return <DialogLoadNotice status={state.status} texts={texts} onRetry={retry} />;
  }
  return <ContentBlocks blocks={state.value.blocks} headingLevel={3} bare />;
}
