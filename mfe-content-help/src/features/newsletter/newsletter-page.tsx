import { useEffect, useId, useMemo, useRef } from 'react';
import styled from '@emotion/styled';
import { emit, type PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Container, Heading, Stack, Text } from '@sf/ui';
import { createNewsletterApi, type NewsletterApi } from './newsletter-api';
import { NewsletterForm } from './newsletter-form';
import { useNewsletterLink, type LinkKind } from './use-newsletter-link';

/**
 * /newsletter-subscription: the sign-up form; with `?token=` the confirmation of a subscription, with
 * `?unsubscribe=` the end of one (both links come from the newsletter e-mails and are signed by the server).
 */
export function NewsletterPage({ route, site, api: injected }: PageProps & { api?: NewsletterApi }) {
  const { t } = useTranslation();
  const api = useMemo(() => injected ?? createNewsletterApi(), [injected]);
  const link: { kind: LinkKind; token: string } | null = route.query.token
    ? { kind: 'confirm', token: route.query.token }
    : route.query.unsubscribe
      ? { kind: 'unsubscribe', token: route.query.unsubscribe }
      : null;

  useEffect(() => {
    emit('page:meta', { title: `${t('newsletter-page.pageTitle')} | ${site.brandName}`, description: t('newsletter-page.pageIntro') });
  }, [t, site.brandName]);

  return (
    <Container width="prose">
      <PageStack gap={5} data-testid="newsletter-page">
        {link ? (
          <LinkView key={`${link.kind}:${link.token}`} kind={link.kind} token={link.token} api={api} site={site} />
        ) : (
          <>
            <Heading level={1}>{t('newsletter-page.pageTitle')}</Heading>
            <NewsletterForm site={site} heading={t('newsletter-page.formHeading')} intro={t('newsletter-page.pageIntro')} api={api} />
          </>
        )}
      </PageStack>
    </Container>
  );
}

const COPY: Record<LinkKind, { heading: string; intro: string; action: string; working: string; doneHeading: string; doneBody: string }> = {
  confirm: {
    heading: 'newsletter-page.confirmHeading',
    intro: 'newsletter-page.confirmIntro',
    action: 'newsletter-page.confirmAction',
    working: 'newsletter-page.confirming',
    doneHeading: 'newsletter-page.confirmedHeading',
    doneBody: 'newsletter-page.confirmedBody',
  },
  unsubscribe: {
    heading: 'newsletter-page.unsubscribeHeading',
    intro: 'newsletter-page.unsubscribeIntro',
    action: 'newsletter-page.unsubscribeAction',
    working: 'newsletter-page.unsubscribing',
    doneHeading: 'newsletter-page.unsubscribedHeading',
    doneBody: 'newsletter-page.unsubscribedBody',
  },
};

function LinkView({ kind, token, api, site }: { kind: LinkKind; token: string; api: NewsletterApi; site: PageProps['site'] }) {
  const { t } = useTranslation();
  const { phase, complete } = useNewsletterLink(kind, token, api);
  const copy = COPY[kind];
  const resultRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // The outcome replaces the button: focus follows it, so it is read out and the keyboard stays in place.
  useEffect(() => {
    if (phase === 'done' || phase === 'invalid') resultRef.current?.focus();
  }, [phase]);

  if (phase === 'done') {
    return (
      <div ref={resultRef} tabIndex={-1} data-testid={`newsletter-${kind}-done`}>
        <Stack gap={4}>
          <Heading level={1}>{t(copy.doneHeading)}</Heading>
          <Text>{t(copy.doneBody)}</Text>
        </Stack>
      </div>
    );
  }
  if (phase === 'invalid') {
    return (
      <Stack gap={5}>
        <Heading level={1}>{t(copy.heading)}</Heading>
        <div ref={resultRef} tabIndex={-1}>
          <Alert tone="error">{t('newsletter-page.linkInvalid')}</Alert>
        </div>
        <NewsletterForm site={site} heading={t('newsletter-page.formHeading')} api={api} />
      </Stack>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <Stack gap={4}>
        <Heading level={1} id={headingId}>
          {t(copy.heading)}
        </Heading>
        {phase === 'checking' ? (
          <Text role="status">{t('newsletter-page.checking')}</Text>
        ) : (
          <>
            <Text>{t(copy.intro)}</Text>
            {phase === 'failed' && <Alert tone="error">{t('newsletter.failed')}</Alert>}
            <div>
              <Button onClick={() => void complete()} loading={phase === 'working'}>
                {phase === 'working' ? t(copy.working) : t(copy.action)}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </section>
  );
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const PageStack = styled(Stack)(({ theme }) => ({ paddingBlock: theme.space[6] }));
