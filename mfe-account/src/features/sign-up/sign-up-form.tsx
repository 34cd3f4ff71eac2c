import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { isValidEmail, MAX_EMAIL_LENGTH } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Field, Heading, Link, Stack, Text } from '@sf/ui';
import type { IdentityApi } from '../identity/identity-api';
import { identityProblem, type IdentityField } from '../identity/identity-errors';
import { NewPasswordField, usePasswordAssessment } from './new-password-field';

type Errors = Partial<Record<Exclude<IdentityField, 'token'>, string>>;
const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password'] as const;
const NAME_MAX = 100;

interface SignUpFormProps {
  api: IdentityApi;
  /** Where "Sign in instead" leads: the sign-in dialog (fragment) or page. */
  signInHref: string;
}

/**
 * Registration: name, e-mail, a new password with its rules and strength meter, and the marketing opt-in, unticked
 * until the shopper ticks it. The account is created unverified; the answer is the same whether the e-mail already
 * had an account (the server sends that person a mail instead), and the form turns into "check your e-mail".
 */
export function SignUpForm({ api, signInHref }: SignUpFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const userInputs = useMemo(() => [values.firstName, values.lastName, values.email].filter(Boolean), [values.firstName, values.lastName, values.email]);
  const assessment = usePasswordAssessment(values.password, userInputs);

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const validate = (): Errors => {
    const found: Errors = {};
    if (!values.firstName.trim()) found.firstName = t('identity.errors.firstNameRequired');
    if (!values.lastName.trim()) found.lastName = t('identity.errors.lastNameRequired');
    if (!values.email.trim()) found.email = t('identity.errors.emailRequired');
    else if (!isValidEmail(values.email.trim())) found.email = t('identity.errors.emailInvalid');
    if (!values.password) found.password = t('identity.errors.passwordRequired');
    else if (assessment.length === 'unmet') found.password = t('identity.password.tooShort');
    else if (assessment.notCommon === 'unmet') found.password = t('identity.password.common');
    else if (assessment.strongEnough === 'unmet') found.password = t('identity.password.weak');
    return found;
  };

  const focusField = (field: string) => formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    setMessage(null);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
    setBusy(true);
    try {
      const email = values.email.trim();
      await api.signUp({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email, password: values.password, marketingOptIn });
      setSentTo(email);
    } catch (error) {
      const problem = identityProblem(t, error, 'sign-up');
      if (problem.field && problem.field !== 'token') {
        setErrors({ [problem.field]: problem.message });
        focusField(problem.field);
      } else setMessage(problem.message);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) return <CheckYourEmail email={sentTo} signInHref={signInHref} />;

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t('identity.signUp.heading')} data-testid="sign-up-form">
      <Stack gap={4}>
        <Text size="sm" tone="muted">
          {t('identity.signUp.intro')}
        </Text>
        {message && (
          <Alert tone="error" data-testid="sign-up-error">
            {message}
          </Alert>
        )}
        <Field
          name="firstName"
          label={t('identity.fields.firstName')}
          value={values.firstName}
          onChange={(event) => set('firstName')(event.target.value)}
          error={errors.firstName}
          autoComplete="given-name"
          required
          maxLength={NAME_MAX}
        />
        <Field
          name="lastName"
          label={t('identity.fields.lastName')}
          value={values.lastName}
          onChange={(event) => set('lastName')(event.target.value)}
          error={errors.lastName}
          autoComplete="family-name"
          required
          maxLength={NAME_MAX}
        />
        <Field
          name="email"
          type="email"
          label={t('identity.fields.email')}
          value={values.email}
          onChange={(event) => set('email')(event.target.value)}
          error={errors.email}
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={MAX_EMAIL_LENGTH}
        />
        <NewPasswordField
          label={t('identity.fields.newPassword')}
          value={values.password}
          onChange={set('password')}
          userInputs={userInputs}
          error={errors.password}
          assessment={assessment}
        />
        <label css={(theme: Theme) => ({ display: 'flex', alignItems: 'flex-start', gap: theme.space[2] })}>
          <input
            type="checkbox"
            name="marketingOptIn"
            checked={marketingOptIn}
            onChange={(event) => setMarketingOptIn(event.target.checked)}
            css={(theme: Theme) => ({ marginTop: theme.space[1] })}
          />
          <span>{t('identity.signUp.marketingOptIn')}</span>
        </label>
        <Button type="submit" loading={busy} fullWidth>
          {t('identity.signUp.submit')}
        </Button>
        <Text size="sm">
          {t('identity.signUp.haveAccount')}{' '}
          <Link to={signInHref} data-testid="sign-in-instead">
            {t('identity.signUp.signInInstead')}
          </Link>
        </Text>
      </Stack>
    </form>
  );
}

/** After sign-up: the account waits for its e-mail address to be confirmed. */
export function CheckYourEmail({ email, signInHref }: { email: string; signInHref: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  // The form the shopper was in is gone: move focus to what replaced it.
  useEffect(() => document.getElementById(headingId)?.focus(), [headingId]);
  return (
    <section aria-labelledby={headingId} data-testid="check-your-email">
      <Stack gap={4}>
        <Heading level={2} size="lg" id={headingId} tabIndex={-1}>
          {t('identity.signUp.checkEmailHeading')}
        </Heading>
        <Alert tone="success">{t('identity.signUp.checkEmailText', { email })}</Alert>
        <Text size="sm">{t('identity.signUp.checkEmailHelp')}</Text>
        <Link to={signInHref}>{t('identity.signUp.backToSignIn')}</Link>
      </Stack>
    </section>
  );
}
