import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isValidEmail } from '@sf/contracts';
import { $session, type SiteInfo } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Field, Heading, Stack, Text } from '@sf/ui';
import { createNewsletterApi, newsletterFailure, type NewsletterApi } from './newsletter-api';

export interface NewsletterFormProps {
  site: Pick<SiteInfo, 'brand' | 'locale'>;
  heading: string;
  /** The footer's form is a second-level landmark; the page's heading is under its h1. */
  headingLevel?: 2 | 3;
  intro?: string;
  api?: NewsletterApi;
}

/**
 * E-mail sign-up with double opt-in: after submitting, the shopper is told to confirm from their inbox, in the same
 * words whether or not the address was subscribed before. Errors are tied to the field and announced.
 */
export function NewsletterForm({ site, heading, headingLevel = 2, intro, api }: NewsletterFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  // A signed-in shopper subscribes their account address unless they type another. Filled after mount, once the
  // session is known: the server's HTML (the same for everyone) has an empty field.
  const [email, setEmail] = useState('');
  const touched = useRef(false);
  useEffect(
    () =>
      $session.subscribe((session) => {
        if (!touched.current && session.email) setEmail(session.email);
      }),
    [],
  );
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!isValidEmail(email)) {
      setFieldError(email.trim() ? t('newsletter.emailInvalid') : t('newsletter.emailRequired'));
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      await (api ?? createNewsletterApi()).subscribe(email, site);
      setSentTo(email.trim());
      // The form is replaced: move focus to what replaced it, so keyboard and screen reader users are not lost.
      requestAnimationFrame(() => sentRef.current?.focus());
    } catch (error) {
      const kind = newsletterFailure(error);
      if (kind === 'invalid-email') {
        setFieldError(t('newsletter.emailInvalid'));
        inputRef.current?.focus();
      } else setFailure(kind === 'too-many' ? t('newsletter.tooMany') : t('newsletter.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="newsletter-form">
      <Stack gap={3}>
        <Heading level={headingLevel} size={headingLevel === 2 ? 'lg' : 'md'} id={headingId}>
          {heading}
        </Heading>
        {sentTo ? (
          <div ref={sentRef} tabIndex={-1}>
            <Alert tone="success" title={t('newsletter.sentHeading')}>
              {t('newsletter.sentBody', { email: sentTo })}
            </Alert>
          </div>
        ) : (
          <form noValidate onSubmit={submit} aria-labelledby={headingId}>
            <Stack gap={3}>
              {intro && <Text>{intro}</Text>}
              {failure && <Alert tone="error">{failure}</Alert>}
              <Field
                ref={inputRef}
                name="email"
                type="email"
                label={t('newsletter.emailLabel')}
                hint={t('newsletter.emailHint')}
                value={email}
                onChange={(event) => {
                  touched.current = true;
                  setEmail(event.target.value);
                }}
                error={fieldError}
                autoComplete="email"
                required
                maxLength={254}
              />
              <div>
                <Button type="submit" loading={busy}>
                  {busy ? t('newsletter.submitting') : t('newsletter.submit')}
                </Button>
              </div>
              <Text tone="muted" size="sm">
                {t('newsletter.privacy')}
              </Text>
            </Stack>
          </form>
        )}
      </Stack>
    </div>
  );
}
