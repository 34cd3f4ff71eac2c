import { useEffect, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { DialogProps } from '@sf/contracts';
import type { HelpTopic } from '@sf/contracts/api';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Link, SkeletonGroup, SkeletonText, Stack } from '@sf/ui';
import { createHelpApi, type HelpApi } from './help-api';
import { FaqList } from './help-views';

type FaqState = { status: 'loading' } | { status: 'ready'; topic: HelpTopic } | { status: 'not-found' } | { status: 'failed' };

/** A help topic slug: the same shape the help API accepts (lowercase words joined by dashes). */
const isTopicSlug = (value: string): boolean => /^[a-z0-9][a-z0-9-]{0,63}$/.test(value);

/**
 * `#faq_<topic>` (spec §2 FAQ dialog): a help topic's questions as an accordion over the page the shopper is on, with
 * a link to the topic's own page. Product pages and CMS pages open it for delivery, returns or sizing questions.
 */
export function FaqDialogView({ arg, site, setTitle, api }: Pick<DialogProps, 'arg' | 'site' | 'setTitle'> & { api?: HelpApi }) {
  const { t } = useTranslation();
  const valid = isTopicSlug(arg);
  const [state, setState] = useState<FaqState>(valid ? { status: 'loading' } : { status: 'not-found' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!valid) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    (api ?? createHelpApi(site))
      .topic(arg, controller.signal)
      .then((topic) => setState({ status: 'ready', topic }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiRequestError && error.status === 404;
        if (!notFound) console.error(`[mfe-content-help] FAQ topic ${arg} failed to load`, error);
        setState({ status: notFound ? 'not-found' : 'failed' });
      });
    return () => controller.abort();
  }, [arg, valid, site.brand, site.locale, attempt, api]);

  const title = state.status === 'ready' ? state.topic.title : state.status === 'loading' ? '' : t('help.title');
  useEffect(() => {
    if (title) setTitle(title);
  }, [title, setTitle]);

  switch (state.status) {
    case 'loading':
      return (
        <SkeletonGroup label={t('help.loadingAnswers')}>
          <SkeletonText lines={6} />
        </SkeletonGroup>
      );
    case 'ready':
      return (
        <Stack gap={3}>
          <FaqList articles={state.topic.articles} />
          <Link to={`/help/${state.topic.slug}`}>{t('help.backToTopic', { topic: state.topic.title })}</Link>
        </Stack>
      );
    case 'not-found':
      return <Alert tone="error">{t('help.notFound')}</Alert>;
    case 'failed':
      return (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('help.retry')}
            </Button>
          }
        >
          {t('help.loadFailed')}
        </Alert>
      );
  }
}
