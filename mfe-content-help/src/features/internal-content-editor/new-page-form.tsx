import { useId, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import { LANGUAGES } from '@sf/remote-contract';
import type { PageVersion } from '@sf/contracts/api';
import { Alert, Button, Field, Heading, Select, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { ContentEditorApi } from './content-editor-api';

const formStyles = (theme: Theme) => ({
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
});

/** A new page, or a page's translation into another language: its version 1, a draft, opened for editing. */
export function NewPageForm({ api, onCreated }: { api: ContentEditorApi; onCreated: (version: PageVersion) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [slug, setSlug] = useState('');
  const [language, setLanguage] = useState<PageVersion['language']>('en');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await api.save({
        slug: slug.trim().replace(/^\/+/, ''),
        language,
        baseVersion: null,
        title,
        description: '',
        overlayHeader: false,
        headerStyle: 'dark',
        blocks: [],
      });
      onCreated(created);
    } catch (caught) {
      setError(caught instanceof ApiRequestError && caught.body?.message ? caught.body.message : t('content-editor.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} css={formStyles} noValidate>
      <Stack gap={3}>
        <Heading level={2} id={`${id}-title`}>
          {t('content-editor.newPage')}
        </Heading>
        {error && <Alert tone="error">{error}</Alert>}
        <Field
          id={`${id}-slug`}
          label={t('content-editor.newSlug')}
          hint={t('content-editor.newSlugHint')}
          value={slug}
          required
          onChange={(event) => setSlug(event.target.value)}
        />
        <Select
          id={`${id}-language`}
          label={t('content-editor.language')}
          value={language}
          options={LANGUAGES.map((code) => ({ value: code, label: code }))}
          onChange={(event) => setLanguage((LANGUAGES.find((code) => code === event.target.value) ?? 'en') as PageVersion['language'])}
        />
        <Field id={`${id}-page-title`} label={t('content-editor.fieldTitle')} value={title} required onChange={(event) => setTitle(event.target.value)} />
        <div>
          <Button type="submit" loading={busy}>
            {t('content-editor.create')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
