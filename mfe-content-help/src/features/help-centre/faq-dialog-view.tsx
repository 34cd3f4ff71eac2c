import { useEffect } from 'react';
import type { DialogProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Link, Stack } from '@sf/ui';
import { DialogLoadNotice, useDialogLoad } from '../../shared/dialog-load';
import { createHelpApi, type HelpApi } from './help-api';
import { FaqList } from './help-views';

/** A help topic slug: the same shape the help API accepts (lowercase words joined by dashes). */
const isTopicSlug = (value: string): boolean => /^[a-z0-9][a-z0-9-]{0,63}$/.test(value);

/**
 * `#faq_<topic>` (spec §2 FAQ dialog): a help topic's questions as an accordion over the page the shopper is on, with
 * a link to the topic's own page. The product page opens it for delivery and returns.
 */
export function FaqDialogView({ arg, site, setTitle, api }: Pick<DialogProps, 'arg' | 'site' | 'setTitle'> & { api?: HelpApi }) {
  const { t } = useTranslation();
  const key = isTopicSlug(arg) ? `${site.brand}|${site.locale}|${arg}` : null;
  const { state, retry } = useDialogLoad(key, (signal) => (api ?? createHelpApi(site)).topic(arg, signal), `FAQ topic ${arg}`);

  const title = state.status === 'ready' ? state.value.title : state.status === 'loading' ? '' : t('help.title');
  useEffect(() => {
    if (title) setTitle(title);
  }, [title, setTitle]);

  if (state.status !== 'ready') {
    const texts = { loading: t('help.loadingAnswers'), notFound: t('help.notFound'), failed: t('help.loadFailed'), retry: t('help.retry') };
    return <DialogLoadNotice status={state.status} texts={texts} onRetry={retry} lines={6} />;
  }
  return (
    <Stack gap={3}>
      <FaqList articles={state.value.articles} />
      <Link to={`/help/${state.value.slug}`}>{t('help.backToTopic', { topic: state.value.title })}</Link>
    </Stack>
  );
}
