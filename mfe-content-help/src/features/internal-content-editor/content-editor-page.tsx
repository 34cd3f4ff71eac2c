import { useMemo, useState } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import type { PageProps } from '@sf/remote-contract';
import type { ContentPageSummary } from '@sf/contracts/api';
import { Alert, Button, Container, Heading, Select, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { operatorStatus } from '../../shared/operator-load';
import { OperatorSignIn } from '../../shared/operator-sign-in';
import { DataTable } from '../../shared/data-table';
import { createContentEditorApi, type ContentEditorApi } from './content-editor-api';
import { NewPageForm } from './new-page-form';
import { PageEditor } from './page-editor';

const when = (iso: string): string => new Date(iso).toLocaleString();

/**
 * `/internal/content` (issue 25, role content-editor, every environment): CMS pages per language with their live
 * version and pending schedule; opening one edits it (PageEditor). Without an operator session (401) the page shows
 * the operator sign-in form; an operator without the role (403) is told which role is needed.
 */
export function ContentEditorPage({ api: given }: PageProps & { api?: ContentEditorApi }) {
  const { t } = useTranslation();
  const api = useMemo(() => given ?? createContentEditorApi(), [given]);
  const [language, setLanguage] = useState('');
  const [open, setOpen] = useState<Pick<ContentPageSummary, 'slug' | 'language'> | null>(null);
  const { state: load, retry: reload } = useApiData('content-pages', api.list);
  const state = operatorStatus(load);
  const list = load.status === 'ready' ? load.data : null;
  // A 403 (an operator without the content-editor role) shows the server's message, which names the role.
  const refusal = load.status === 'failed' && load.error instanceof ApiRequestError && load.error.status === 403 ? (load.error.body?.message ?? null) : null;
  const languages = [...new Set((list?.pages ?? []).map((page) => page.language))].sort();
  const shown = (list?.pages ?? []).filter((page) => language === '' || page.language === language);
  const schedule = (page: ContentPageSummary): string =>
    [
      page.pendingPublish ? t('content-editor.publishesVersionAt', { version: page.pendingPublish.version, at: when(page.pendingPublish.at) }) : '',
      page.pendingUnpublish ? t('content-editor.unpublishesAt', { at: when(page.pendingUnpublish.at) }) : '',
    ]
      .filter(Boolean)
      .join(' ');

  return (
    <Container css={(theme: Theme) => ({ paddingBlock: theme.space[5] })}>
      <Stack gap={5}>
        <Heading level={1}>{t('content-editor.title')}</Heading>
        <Text tone="muted">{t('content-editor.intro')}</Text>
        {state === 'loading' && <SkeletonText lines={6} />}
        {state === 'failed' && (
          <Alert tone="error" action={<Button onClick={reload}>{t('content-editor.retry')}</Button>}>
            {refusal ?? t('content-editor.loadFailed')}
          </Alert>
        )}
        {state === 'signed-out' && <OperatorSignIn signIn={api.signIn} onSignedIn={reload} />}
        {state === 'ready' && open && (
          <PageEditor
            key={`${open.language}/${open.slug}`}
            api={api}
            slug={open.slug}
            language={open.language}
            onBack={() => {
              setOpen(null);
              reload();
            }}
          />
        )}
        {state === 'ready' && !open && (
          <>
            <Select
              id="content-editor-language"
              label={t('content-editor.language')}
              value={language}
              placeholder={t('content-editor.allLanguages')}
              options={languages.map((code) => ({ value: code, label: code }))}
              onChange={(event) => setLanguage(event.target.value)}
            />
            <DataTable
              caption={t('content-editor.pagesCaption')}
              head={[
                t('content-editor.colPage'),
                t('content-editor.colLanguage'),
                t('content-editor.colTitle'),
                t('content-editor.colLive'),
                t('content-editor.colLatest'),
                t('content-editor.colSchedule'),
                t('content-editor.colActions'),
              ]}
            >
              {shown.map((page) => (
                <tr key={`${page.slug}/${page.language}`} data-testid="content-page-row">
                  <td>/{page.slug}</td>
                  <td>{page.language}</td>
                  <td>{page.title}</td>
                  <td>{page.liveVersion ?? t('content-editor.notLive')}</td>
                  <td>{page.latestVersion}</td>
                  <td>{schedule(page)}</td>
                  <td>
                    <Button size="sm" variant="secondary" onClick={() => setOpen({ slug: page.slug, language: page.language })}>
                      {t('content-editor.edit', { page: `/${page.slug} (${page.language})` })}
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
            <NewPageForm api={api} onCreated={(version) => setOpen({ slug: version.slug, language: version.language })} />
          </>
        )}
      </Stack>
    </Container>
  );
}
