import { useEffect, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { ContentAsset, DialogProps } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, SkeletonGroup, SkeletonText } from '@sf/ui';
import { createContentApi, isAbortError } from '../../shared/content-api';
import { ContentBlocks } from './content-blocks';
import { isValidContentId } from './content-id';

type AssetState = { status: 'loading' } | { status: 'ready'; asset: ContentAsset } | { status: 'not-found' } | { status: 'failed' };

/** `#content_<id>`: one CMS content asset in the shell's modal, which shows the title this names. */
export function ContentDialogView({ arg, site, setTitle }: Pick<DialogProps, 'arg' | 'site' | 'setTitle'>) {
  const { t } = useTranslation();
  const validId = isValidContentId(arg);
  const [state, setState] = useState<AssetState>(validId ? { status: 'loading' } : { status: 'not-found' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!validId) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    createContentApi(site)
      .asset(arg, controller.signal)
      .then((asset) => setState({ status: 'ready', asset }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const notFound = error instanceof ApiRequestError && error.status === 404;
        if (!notFound) console.error(`[mfe-content-help] content asset ${arg} failed to load`, error);
        setState({ status: notFound ? 'not-found' : 'failed' });
      });
    return () => controller.abort();
  }, [arg, validId, site.brand, site.locale, attempt]);

  const title = state.status === 'ready' ? state.asset.title : state.status === 'loading' ? '' : t('content.unavailableTitle');
  useEffect(() => {
    if (title) setTitle(title);
  }, [title, setTitle]);

  switch (state.status) {
    case 'loading':
      return (
        <SkeletonGroup label={t('content.loading')}>
          <SkeletonText lines={5} />
        </SkeletonGroup>
      );
    case 'ready':
      return <ContentBlocks blocks={state.asset.blocks} headingLevel={3} bare />;
    case 'not-found':
      return <Alert tone="error">{t('content.notFound')}</Alert>;
    case 'failed':
      return (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('content.retry')}
            </Button>
          }
        >
          {t('content.loadFailed')}
        </Alert>
      );
  }
}
