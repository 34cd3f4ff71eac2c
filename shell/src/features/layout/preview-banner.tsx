import { Alert, Container } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { PreviewBannerState } from '@sf/contracts';

/**
 * Spec §2: the preview banner on deploy previews (issue 26), with the pull request's number and a way out. The edge
 * puts `preview` in the document state only for the visitor who opened the preview (signed link cookie or preview
 * host); the exit link is a document load (/preview/exit clears the cookie; a preview host sends to production).
 */
export function PreviewBanner({ preview }: { preview: PreviewBannerState }) {
  const { t } = useTranslation();
  return (
    <Container>
      <Alert tone="info" data-testid="preview-banner" action={<a href={preview.exitUrl}>{t('shell.previewExit')}</a>}>
        {t('shell.previewBanner', { pullRequest: preview.pullRequest })}
      </Alert>
    </Container>
  );
}
