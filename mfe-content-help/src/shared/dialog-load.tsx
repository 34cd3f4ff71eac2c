import { type DependencyList, useEffect, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { Alert, Button, SkeletonGroup, SkeletonText } from '@sf/ui';

/** What a fragment dialog that loads one thing by its argument (a content asset, an FAQ topic) is showing. */
export type DialogLoad<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'not-found' } | { status: 'failed' };

/**
 * Loads a dialog's content: a malformed argument is never requested (not found at once), a 404 is "not found", any
 * other failure is logged and offers a retry. Reloads when `deps` change; an unmounted dialog's answer is dropped.
 */
export function useDialogLoad<T>(
  valid: boolean,
  load: (signal: AbortSignal) => Promise<T>,
  what: string,
  deps: DependencyList,
): { state: DialogLoad<T>; retry: () => void } {
  const [state, setState] = useState<DialogLoad<T>>(valid ? { status: 'loading' } : { status: 'not-found' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!valid) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal)
      .then((value) => setState({ status: 'ready', value }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiRequestError && error.status === 404;
        if (!notFound) console.error(`[mfe-content-help] ${what} failed to load`, error);
        setState({ status: notFound ? 'not-found' : 'failed' });
      });
    return () => controller.abort();
    // The caller names what the load depends on (deps).
  }, [valid, attempt, ...deps]);
  return { state, retry: () => setAttempt((n) => n + 1) };
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
