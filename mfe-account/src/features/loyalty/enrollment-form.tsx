import type { Theme } from '@emotion/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { LoyaltyAccount } from '@sf/contracts';
import { Alert, Button, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { markLoyaltyMember } from '@sf/contracts';
import { enrollmentSource, type LoyaltyApi } from './loyalty-api';

interface EnrollmentFormProps {
  api: LoyaltyApi;
  /** full: the programme terms are ticked explicitly; simplified: one button, the terms stated beside it. */
  variant: 'full' | 'simplified';
  onJoined: (account: LoyaltyAccount) => void;
  joinLabel?: string;
}

/**
 * Joining the brand's programme. Sends the `enrollment_marketing_source` of the page URL (spec §2 rule 8) with the
 * enrolment; joining twice is harmless (the server answers the existing membership).
 */
export function EnrollmentForm({ api, variant, onJoined, joinLabel }: EnrollmentFormProps) {
  const { t } = useTranslation();
  const termsId = useId();
  const errorId = useId();
  const terms = useRef<HTMLInputElement>(null);
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (variant === 'full' && !accepted) {
      setTermsError(true);
      terms.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const account = await api.enroll(enrollmentSource());
      markLoyaltyMember();
      onJoined(account);
    } catch (error) {
      setFailure(error instanceof ApiRequestError && error.status === 401 ? t('loyalty.join.signedOut') : t('loyalty.join.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap={3} align="start">
        {variant === 'full' ? (
          <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1] })}>
            <label htmlFor={termsId} css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'flex-start' })}>
              <input
                ref={terms}
                id={termsId}
                type="checkbox"
                name="loyaltyTerms"
                checked={accepted}
                onChange={(event) => {
                  setAccepted(event.target.checked);
                  if (event.target.checked) setTermsError(false);
                }}
                aria-invalid={termsError || undefined}
                aria-describedby={termsError ? errorId : undefined}
              />
              <span>{t('loyalty.join.terms')}</span>
            </label>
            {termsError && (
              <Text id={errorId} tone="error" size="sm">
                {t('loyalty.join.termsRequired')}
              </Text>
            )}
          </div>
        ) : (
          <Text size="sm" tone="muted">
            {t('loyalty.join.termsStatement')}
          </Text>
        )}
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" loading={busy}>
          {joinLabel ?? t('loyalty.join.button')}
        </Button>
      </Stack>
    </form>
  );
}
