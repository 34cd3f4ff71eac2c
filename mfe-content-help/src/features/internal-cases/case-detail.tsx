import { useState } from 'react';
import { CASE_STATUSES, type CaseStatus } from '@sf/contracts/help';
import type { CaseDetail } from '@sf/contracts/api';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Heading, Link, Select, Stack, Text } from '@sf/ui';
import type { CasesApi } from './cases-api';

/** One case: who wrote, about what, the message (rendered as text), its attachment and its status. */
export function CaseDetailView({ item, api, onChanged }: { item: CaseDetail; api: CasesApi; onChanged: (updated: CaseDetail) => void }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<CaseStatus>(item.status);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const save = async () => {
    setBusy(true);
    setNote(null);
    try {
      onChanged(await api.setStatus(item.reference, status));
      setNote({ tone: 'success', text: t('help-cases.saved') });
    } catch {
      setNote({ tone: 'error', text: t('help-cases.saveFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <article aria-labelledby="case-title" data-testid="case-detail">
      <Stack gap={3}>
        <Link to="/internal/cases">{t('help-cases.back')}</Link>
        <Heading level={2} id="case-title">
          {item.reference}
        </Heading>
        <dl>
          <dt>{t('help-cases.customer')}</dt>
          <dd>
            {item.name} &lt;{item.email}&gt;
          </dd>
          <dt>{t('help-cases.topic')}</dt>
          <dd>{t(`help.contact.topics.${item.topic}`)}</dd>
          <dt>{t('help-cases.received')}</dt>
          <dd>{new Date(item.createdAt).toLocaleString(i18n.language)}</dd>
          <dt>{t('help-cases.site')}</dt>
          <dd>
            {item.brand} · {item.locale}
          </dd>
          <dt>{t('help-cases.orderNumber')}</dt>
          <dd>{item.orderNumber ?? t('help-cases.noOrderNumber')}</dd>
        </dl>
        <Heading level={3} size="md">
          {t('help-cases.message')}
        </Heading>
        <Text css={{ whiteSpace: 'pre-wrap' }}>{item.message}</Text>
        {item.attachment && (
          <Stack gap={1}>
            <Heading level={3} size="md">
              {t('help-cases.attachment')}
            </Heading>
            {/* A download from the API, not a page: the browser handles it, not the router. */}
            <a href={api.attachmentUrl(item.reference)} download={item.attachment.fileName}>
              {t('help-cases.download', { file: item.attachment.fileName, size: Math.max(1, Math.round(item.attachment.size / 1024)) })}
            </a>
          </Stack>
        )}
        <Select
          name="status"
          label={t('help-cases.changeStatus')}
          options={CASE_STATUSES.map((value) => ({ value, label: t(`help-cases.status.${value}`) }))}
          value={status}
          onChange={(event) => setStatus(event.target.value as CaseStatus)}
        />
        {item.statusChangedBy && (
          <Text size="sm" tone="muted">
            {t('help-cases.changedBy', { who: item.statusChangedBy })}
          </Text>
        )}
        <div>
          <Button onClick={save} loading={busy}>
            {t('help-cases.save')}
          </Button>
        </div>
        <div aria-live="polite">{note && <Alert tone={note.tone}>{note.text}</Alert>}</div>
      </Stack>
    </article>
  );
}
