import type { ContentPageDetail, PageVersion } from '@sf/contracts/api';
import { Button, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { DataTable } from '../../shared/data-table';
import { STATE_TEXT } from './content-editor-api';

/** A timestamp in the operator's own locale and time zone. */
const when = (iso: string): string => new Date(iso).toLocaleString();

/** A page's versions (restore any of them as a new draft; cancel a pending schedule) and its publish history. */
export function PageHistory({
  detail,
  busy,
  onRestore,
  onCancelSchedule,
}: {
  detail: ContentPageDetail;
  busy: boolean;
  onRestore: (version: PageVersion) => void;
  onCancelSchedule: (version: PageVersion) => void;
}) {
  const { t } = useTranslation();
  const schedule = (version: PageVersion): string => {
    if (version.publishAt) return t('content-editor.publishesAt', { at: when(version.publishAt) });
    if (version.unpublishAt) return t('content-editor.unpublishesAt', { at: when(version.unpublishAt) });
    return '';
  };
  return (
    <Stack gap={4}>
      <DataTable
        caption={t('content-editor.historyCaption')}
        head={[
          t('content-editor.colVersion'),
          t('content-editor.colState'),
          t('content-editor.colAuthor'),
          t('content-editor.colCreated'),
          t('content-editor.colSchedule'),
          t('content-editor.colActions'),
        ]}
      >
        {detail.versions.map((version, index) => (
          <tr key={version.id} data-testid="content-version-row">
            <td>{version.version}</td>
            <td>{t(STATE_TEXT[version.state])}</td>
            <td>{version.author ?? t('content-editor.seeded')}</td>
            <td>{when(version.createdAt)}</td>
            <td>{schedule(version)}</td>
            <td>
              {index > 0 && (
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onRestore(version)}>
                  {t('content-editor.restore', { version: version.version })}
                </Button>
              )}
              {(version.publishAt || version.unpublishAt) && (
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => onCancelSchedule(version)}>
                  {t('content-editor.cancelSchedule', { version: version.version })}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      <DataTable
        caption={t('content-editor.eventsCaption')}
        head={[t('content-editor.colAction'), t('content-editor.colVersion'), t('content-editor.colWhen'), t('content-editor.colBy')]}
      >
        {detail.events.map((event) => (
          <tr key={event.id}>
            <td>{event.action === 'publish' ? t('content-editor.actionPublish') : t('content-editor.actionUnpublish')}</td>
            <td>{event.version}</td>
            <td>{when(event.at)}</td>
            <td>{event.source === 'schedule' ? t('content-editor.bySchedule') : (event.operator ?? '')}</td>
          </tr>
        ))}
      </DataTable>
    </Stack>
  );
}
