import { useEffect } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import { Alert, Button, SkeletonGroup, SkeletonText } from '@sf/ui';

/** What a fragment dialog that loads one thing by its argument (a content asset, an FAQ topic) is showing. */
export type DialogLoad<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'not-found' } | { status: 'failed' };

/**
 * Loads a dialog's content: a malformed argument (`key` null) is never requested (not found at once), a 404 is "not
 * found", any other failure is logged and offers a retry. `key` names what is loaded; a closed dialog's answer is
 * dropped.
 */
export function useDialogLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, what: string): { state: DialogLoad<T>; retry: () => void } {
  const { state, retry } = useApiData(key, load);
  const failed = state.status === 'failed' ? state : null;
  useEffect(() => {
    if (failed) console.error(`[mfe-content-help] ${what} failed to load`, failed.error);
  }, [failed]);
  if (key === null) return { state: { status: 'not-found' }, retry };
  return { state: state.status === 'ready' ? { status: 'ready', value: state.data } : { status: state.status }, retry };
}

export interface DialogLoadTexts {
  loading: string;
  notFound: string;
  failed: string;
  retry: string;
}

/** The dialog's body while it is not ready: a skeleton, "not found", or the failure with a retry button. */
export function DialogLoadNotice({
  status,
  texts,
  onRetry,
  lines = 5,
}: {
  status: Exclude<DialogLoad<unknown>['status'], 'ready'>;
  texts: DialogLoadTexts;
  onRetry: () => void;
  lines?: number;
}) {
  switch (status) {
    case 'loading':
      return (
        <SkeletonGroup label={texts.loading}>
          <SkeletonText lines={lines} />
        </SkeletonGroup>
      );
    case 'not-found':
      return <Alert tone="error">{texts.notFound}</Alert>;
    case 'failed':
      return (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={onRetry}>
              {texts.retry}
            </Button>
          }
        >
          {texts.failed}
        </Alert>
      );
  }
}
