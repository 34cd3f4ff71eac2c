import { useId, useRef, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { isValidEmail, MAX_EMAIL_LENGTH, signIn, type SignInResult } from '@sf/contracts';
import { PASSWORD_MAX_LENGTH } from '../../shared/password-rules';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Field, Link, Stack, Text } from '@sf/ui';
import { identityProblem } from '../identity/identity-errors';
import { PasskeySignInButton } from './passkey-sign-in-button';

/** Known `#sign-in_<location>` values get their own sentence; any other location is only recorded on the form. */
export const FORM_LOCATIONS = ['header', 'checkout', 'favorites', 'cart', 'account', 'loyalty'] as const;
const LOCATION_PATTERN = /^[a-z0-9-]{1,40}$/;

/** The form location of spec §2 (`#sign-in_checkout`), or null when absent or not a plain word. */
export function formLocation(arg: string | undefined): string | null {
  return arg && LOCATION_PATTERN.test(arg) ? arg : null;
}

interface SignInFormProps {
  /** Where the form is shown (spec §2 optional form location). */
  location: string | null;
  onSignedIn: (result: SignInResult) => void;
  /** Links to the forgot-password and sign-up flows: fragments in a dialog, paths on the page. */
  forgotPasswordHref: string;
  signUpHref: string;
}

/**
 * E-mail and password, through the contracts session store (which fills `$session` for every remote). A wrong e-mail
 * and a wrong password get the same message; throttling says how long to wait.
 */
export function SignInForm({ location, onSignedIn, forgotPasswordHref, signUpHref }: SignInFormProps) {
  const { t } = useTranslation();
  const showId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const known = (FORM_LOCATIONS as readonly string[]).includes(location ?? '') ? location : null;

  const focusField = (field: string) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      ...(email.trim() ? (isValidEmail(email.trim()) ? {} : { email: t('identity.errors.emailInvalid') }) : { email: t('identity.errors.emailRequired') }),
      ...(password ? {} : { password: t('identity.errors.passwordRequired') }),
    };
    setErrors(found);
    setMessage(null);
    if (found.email || found.password) {
      focusField(found.email ? 'email' : 'password');
      return;
    }
    setBusy(true);
    try {
      const result = await signIn({ email: email.trim(), password });
      onSignedIn(result);
    } catch (error) {
      const problem = identityProblem(t, error, 'sign-in');
      if (problem.field === 'email' || problem.field === 'password') {
        setErrors({ [problem.field]: problem.message });
        focusField(problem.field);
      } else {
        setMessage(problem.message);
        setPassword('');
        focusField('password');
      }
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('identity.signIn.heading')}
      data-testid="sign-in-form"
      data-form-location={location ?? undefined}
    >
      <Stack gap={4}>
        {known && (
          <Text size="sm" tone="muted">
            {t(`identity.signIn.location.${known}`)}
          </Text>
        )}
        {message && (
          <Alert tone="error" data-testid="sign-in-error">
            {message}
          </Alert>
        )}
        <Field
          name="email"
          type="email"
          label={t('identity.fields.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={MAX_EMAIL_LENGTH}
        />
        <Stack gap={2}>
          <Field
            name="password"
            type={visible ? 'text' : 'password'}
            label={t('identity.fields.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            autoComplete="current-password"
            required
            maxLength={PASSWORD_MAX_LENGTH}
          />
          <label
            htmlFor={showId}
            css={(theme: Theme) => ({ display: 'inline-flex', alignItems: 'center', gap: theme.space[2], minHeight: theme.sizes.minTarget })}
          >
            <input id={showId} type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
            {t('identity.password.show')}
          </label>
        </Stack>
        <div>
          <Link to={forgotPasswordHref} data-testid="forgot-password-link">
            {t('identity.signIn.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" loading={busy} fullWidth>
          {t('identity.signIn.submit')}
        </Button>
        <PasskeySignInButton onSignedIn={onSignedIn} onError={setMessage} />
        <Text size="sm">
          {t('identity.signIn.noAccount')}{' '}
          <Link to={signUpHref} data-testid="create-account-link">
            {t('identity.signIn.createAccount')}
          </Link>
        </Text>
      </Stack>
    </form>
  );
}
