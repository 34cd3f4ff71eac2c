import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Button, Container, Heading, Link, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ERROR_STATUSES, errorScreenOf, NOT_FOUND_CONTENT_DATA_KEY, type ErrorStatus, type NotFoundContentProps } from '@sf/contracts';
import { $flags, $site, type Navigate, type SiteInfo } from '@sf/remote-contract';
import { ParcelSlot } from '../federation/parcel-slot';
import { useHydrated } from '../federation/use-hydrated';

/** Decorative (the heading says what happened): a trail of footprints that stops. */
function NotFoundPicture() {
  return (
    <svg data-testid="not-found-picture" aria-hidden="true" focusable="false" width="120" height="96" viewBox="0 0 120 96" fill="currentColor" opacity="0.35">
      <ellipse cx="20" cy="70" rx="9" ry="16" />
      <ellipse cx="50" cy="38" rx="9" ry="16" />
      <ellipse cx="80" cy="70" rx="9" ry="16" />
    </svg>
  );
}

export interface ErrorPageProps {
  status: number;
  message?: string | null;
  /** The edge's inlined data of this document (the not-found page's top content blocks). */
  initialData?: { key: string; data: unknown } | null;
  navigate?: Navigate;
}

/**
 * Spec §2 error screens: 401/403 forbidden-style with a way home; other 4xx not-found (with the CMS content blocks
 * above the picture and, lazily, below it when the `notFoundContent` flag is on); everything else the maintenance
 * page with a retry. Each failure is logged as spec §8 "Application Error" with path, host and query.
 */
export function ErrorPage({ status, message, initialData = null, navigate }: ErrorPageProps) {
  const { t } = useTranslation();
  useEffect(() => {
    const { pathname, host, search } = window.location;
    console.error(`Application Error: ${status || 'unknown status code'}`, { path: pathname, host, query: search, message });
    // Spec §8's 404 lines as they are: "Page Not Found: <path>" is fatal (failed validation), "Page not found" is not.
    if (message?.startsWith('Page Not Found: ')) console.error(message);
    else if (message?.startsWith('Page not found: ')) console.warn(message);
  }, [status, message]);
  const screen = errorScreenOf(status);
  const known = ERROR_STATUSES.includes(status as ErrorStatus) ? status : screen === 'maintenance' ? 500 : 404;
  return (
    <Container>
      <Stack gap={4} data-testid="error-page" data-status={status} data-screen={screen}>
        <Heading level={1}>{t(`common.error.${known}.title`)}</Heading>
        {screen === 'maintenance' ? (
          <>
            <Text>{t('common.error.500.subtitle')}</Text>
            <Text>{t('common.error.500.message')}</Text>
            <div>
              <Button onClick={() => window.location.reload()}>{t('common.error.maintenanceRetry')}</Button>
            </div>
          </>
        ) : (
          <>
            <Text>{t(`common.error.${known}.message`)}</Text>
            <div>
              <Link to="/">{t('common.error.backHome')}</Link>
            </div>
            {screen === 'notFound' && (
              <>
                <NotFoundContent placement="top" initialData={initialData} navigate={navigate} />
                <NotFoundPicture />
              </>
            )}
          </>
        )}
        {screen === 'notFound' && <NotFoundContent placement="bottom" initialData={null} navigate={navigate} />}
      </Stack>
    </Container>
  );
}

const noNavigate: Navigate = () => undefined;

/** The content-help remote's CMS blocks, only with the flag on: the top one eagerly, the bottom one near the viewport. */
function NotFoundContent({
  placement,
  initialData,
  navigate = noNavigate,
}: {
  placement: NotFoundContentProps['placement'];
  initialData: ErrorPageProps['initialData'];
  navigate?: Navigate;
}) {
  const flags = useStore($flags);
  const site = useStore($site) as SiteInfo;
  const inlined = placement === 'top' && initialData?.key === NOT_FOUND_CONTENT_DATA_KEY ? initialData : null;
  const props: NotFoundContentProps = { locale: site.locale, site, navigate, placement, ...(inlined ? { initialData: inlined } : {}) };
  // The server renders the top slot only; the bottom one (same remote module, so the same server-slot key) starts in
  // the browser, or it would be handed the top one's markup.
  const hydrated = useHydrated();
  if (!flags?.flags.notFoundContent || (placement === 'bottom' && !hydrated)) return null;
  return (
    <ParcelSlot remote="mfe_content_help" module="./NotFoundContent" parcelProps={props} variant="widget" load={placement === 'top' ? 'eager' : 'visible'} />
  );
}
