import { useId, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import type { ContentPageSummary, PageVersion } from '@sf/contracts/api';
import { Alert, Button, Field, Heading, Inline, Select, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { BlockList, checkBlocks, toDrafts, type BlockDraft } from './block-list';
import { type ContentEditorApi, previewHref, STATE_TEXT } from './content-editor-api';
import { PageHistory } from './page-history';

interface Form {
  title: string;
  description: string;
  overlayHeader: boolean;
  headerStyle: 'light' | 'dark';
  blocks: BlockDraft[];
}

const formOf = (version: PageVersion): Form => ({
  title: version.title,
  description: version.description,
  overlayHeader: version.overlayHeader,
  headerStyle: version.headerStyle,
  blocks: toDrafts(version.blocks as unknown as Array<Record<string, unknown>>),
});

type Message = { tone: 'success' | 'error'; text: string };

const sectionStyles = (theme: Theme) => ({
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
});

/** A `datetime-local` value (the operator's local time) as ISO 8601, or null when empty or not a date. */
const isoOf = (local: string): string | null => {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/**
 * One page in one language: the latest version in a form (title, description, header and blocks), saved as a new
 * draft from the version it was read at (the server answers 409 when someone saved meanwhile); preview, publish and
 * schedule the latest version, unpublish the live one, and the history with restore.
 */
export function PageEditor({
  api,
  slug,
  language,
  onBack,
}: {
  api: ContentEditorApi;
  slug: string;
  language: ContentPageSummary['language'];
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<Form | null>(null);
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const [when, setWhen] = useState('');
  // Each answer (the first, and the reload after a save or publish) starts the form again from its latest version,
  // set as it arrives: in the same update as the answer, before any later edit.
  const read = (signal: AbortSignal) =>
    api.detail(slug, language, signal).then((answer) => {
      const latest = answer.versions[0];
      if (latest) setForm(formOf(latest));
      setDirty(false);
      return answer;
    });
  const { state: load, retry: reload } = useApiData(`content-page|${language}/${slug}`, read);
  const detail = load.status === 'ready' ? load.data : null;
  const failed = load.status === 'failed' || load.status === 'not-found';

  const errorText = (error: unknown) => (error instanceof ApiRequestError && error.body?.message ? error.body.message : t('content-editor.failed'));
  async function act(run: () => Promise<string>) {
    setBusy(true);
    setMessage(null);
    try {
      const text = await run();
      setMessage({ tone: 'success', text });
      reload();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  if (failed) return <Alert tone="error">{t('content-editor.loadFailed')}</Alert>;
  if (!detail || !form) return <SkeletonText lines={8} />;
  const latest = detail.versions[0];
  const live = detail.versions.find((version) => version.state === 'published') ?? null;
  if (!latest) return null;
  const edit = (change: Partial<Form>) => {
    setForm({ ...form, ...change });
    setDirty(true);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!form || !latest) return;
    const checked = checkBlocks(form.blocks, (number, problem) => t('content-editor.invalidJson', { number, message: problem }));
    if ('problems' in checked) {
      setMessage({ tone: 'error', text: t('content-editor.invalid', { problems: checked.problems.join('; ') }) });
      return;
    }
    await act(async () => {
      const saved = await api.save({
        slug,
        language: language as PageVersion['language'],
        baseVersion: latest.version,
        title: form.title,
        description: form.description,
        overlayHeader: form.overlayHeader,
        headerStyle: form.headerStyle,
        blocks: checked.blocks,
      });
      return t('content-editor.saved', { version: saved.version });
    });
  }

  const schedule = (run: (at: string) => Promise<unknown>) => {
    const at = isoOf(when);
    if (!at) {
      setMessage({ tone: 'error', text: t('content-editor.needsDate') });
      return;
    }
    void act(async () => {
      await run(at);
      return t('content-editor.scheduled');
    });
  };

  return (
    <Stack gap={5}>
      <Inline gap={3}>
        <Button variant="ghost" onClick={onBack}>
          {t('content-editor.back')}
        </Button>
      </Inline>
      <Heading level={2}>{t('content-editor.editing', { slug, language })}</Heading>
      <Text data-testid="content-editor-status">
        {t('content-editor.status', {
          live: live ? String(live.version) : t('content-editor.notLive'),
          latest: latest.version,
          state: t(STATE_TEXT[latest.state]),
        })}
      </Text>
      <div aria-live="polite">{message && <Alert tone={message.tone}>{message.text}</Alert>}</div>

      <form onSubmit={save} aria-labelledby={`${id}-form`} noValidate>
        <Stack gap={4}>
          <Heading level={3} id={`${id}-form`}>
            {t('content-editor.formTitle')}
          </Heading>
          <Field
            id={`${id}-title`}
            label={t('content-editor.fieldTitle')}
            value={form.title}
            required
            onChange={(event) => edit({ title: event.target.value })}
          />
          <Field
            id={`${id}-description`}
            label={t('content-editor.fieldDescription')}
            value={form.description}
            onChange={(event) => edit({ description: event.target.value })}
          />
          <label
            htmlFor={`${id}-overlay`}
            css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center', minHeight: theme.sizes.minTarget })}
          >
            <input id={`${id}-overlay`} type="checkbox" checked={form.overlayHeader} onChange={(event) => edit({ overlayHeader: event.target.checked })} />
            {t('content-editor.fieldOverlay')}
          </label>
          <Select
            id={`${id}-header-style`}
            label={t('content-editor.fieldHeaderStyle')}
            value={form.headerStyle}
            options={[
              { value: 'light', label: t('content-editor.styleLight') },
              { value: 'dark', label: t('content-editor.styleDark') },
            ]}
            onChange={(event) => edit({ headerStyle: event.target.value === 'dark' ? 'dark' : 'light' })}
          />
          <BlockList drafts={form.blocks} onChange={(blocks) => edit({ blocks })} />
          <Inline gap={2}>
            <Button type="submit" loading={busy}>
              {t('content-editor.save')}
            </Button>
          </Inline>
        </Stack>
      </form>

      <section css={sectionStyles} aria-labelledby={`${id}-publishing`}>
        <Stack gap={3}>
          <Heading level={3} id={`${id}-publishing`}>
            {t('content-editor.publishing')}
          </Heading>
          {dirty && <Text tone="muted">{t('content-editor.unsavedChanges')}</Text>}
          <Inline gap={2}>
            {latest.state !== 'published' && (
              <>
                <a href={previewHref(latest)} target="_blank" rel="noopener" data-testid="content-preview-link">
                  {t('content-editor.preview', { version: latest.version })}
                </a>
                <Button
                  disabled={busy || dirty}
                  onClick={() =>
                    void act(async () => {
                      await api.publish(latest.id, null);
                      return t('content-editor.published', { version: latest.version });
                    })
                  }
                >
                  {t('content-editor.publishNow', { version: latest.version })}
                </Button>
              </>
            )}
            {live && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    await api.unpublish(live.id, null);
                    return t('content-editor.unpublished');
                  })
                }
              >
                {t('content-editor.unpublishNow')}
              </Button>
            )}
          </Inline>
          <Field
            id={`${id}-when`}
            type="datetime-local"
            step={1}
            label={t('content-editor.scheduleAt')}
            hint={t('content-editor.scheduleHint')}
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
          <Inline gap={2}>
            {latest.state !== 'published' && (
              <Button variant="secondary" disabled={busy || dirty} onClick={() => schedule((at) => api.publish(latest.id, at))}>
                {t('content-editor.schedulePublish', { version: latest.version })}
              </Button>
            )}
            {live && (
              <Button variant="secondary" disabled={busy} onClick={() => schedule((at) => api.unpublish(live.id, at))}>
                {t('content-editor.scheduleUnpublish')}
              </Button>
            )}
          </Inline>
        </Stack>
      </section>

      <PageHistory
        detail={detail}
        busy={busy}
        onRestore={(version) =>
          void act(async () => {
            const restored = await api.restore(version.id, latest.version);
            return t('content-editor.restored', { version: version.version, newVersion: restored.version });
          })
        }
        onCancelSchedule={(version) =>
          void act(async () => {
            await api.cancelSchedule(version.id);
            return t('content-editor.scheduleCancelled');
          })
        }
      />
    </Stack>
  );
}
