import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isValidEmail, MAX_EMAIL_LENGTH } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Field, Link, Stack, Text } from '@sf/ui';
import type { IdentityApi } from '../identity/identity-api';
import { identityProblem } from '../identity/identity-errors';

/**
 * Asks for a password-reset link. The answer never says whether the e-mail has an account: the same confirmation
 * follows any well-formed address (the server sends the mail only when it has one).
 */
export function ForgotPasswordForm({ api, signInHref }: { api: IdentityApi; signInHref: string }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    const problem = trimmed ? (isValidEmail(trimmed) ? undefined : t('identity.errors.emailInvalid')) : t('identity.errors.emailRequired');
    setError(problem);
    setMessage(null);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.forgotPassword(trimmed);
      setSentTo(trimmed);
    } catch (failure) {
      const found = identityProblem(t, failure, 'forgot-password');
      if (found.field === 'email') {
        setError(found.message);
        inputRef.current?.focus();
      } else setMessage(found.message);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) return <LinkSent email={sentTo} signInHref={signInHref} />;
  return (
    <form noValidate onSubmit={submit} aria-label={t('identity.forgot.heading')} data-testid="forgot-password-form">
      <Stack gap={4}>
        <Text>{t('identity.forgot.intro')}</Text>
        {message && <Alert tone="error">{message}</Alert>}
        <Field
          ref={inputRef}
          name="email"
          type="email"
          label={t('identity.fields.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={MAX_EMAIL_LENGTH}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('identity.forgot.submit')}
        </Button>
        <Link to={signInHref}>{t('identity.forgot.backToSignIn')}</Link>
      </Stack>
    </form>
  );
}

function LinkSent({ email, signInHref }: { email: string; signInHref: string }) {
  const { t } = useTranslation();
  const id = useId();
  useEffect(() => document.getElementById(id)?.focus(), [id]);
  return (
    <Stack gap={4} data-testid="forgot-password-sent">
      <Alert tone="success" id={id} tabIndex={-1}>
        {t('identity.forgot.sent', { email })}
      </Alert>
      <Text size="sm">{t('identity.forgot.sentHelp')}</Text>
      <Link to={signInHref}>{t('identity.forgot.backToSignIn')}</Link>
    </Stack>
  );
}
