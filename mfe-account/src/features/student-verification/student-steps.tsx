import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { isValidEmail, MAX_EMAIL_LENGTH } from '@sf/contracts';
import {
  isAcademicEmail,
  MAX_INSTITUTION_LENGTH,
  STUDENT_CODE_LENGTH,
  STUDENT_CODE_MINUTES,
  STUDENT_DISCOUNT_PERCENT,
} from '@sf/contracts/student-verification';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Field, Inline, Stack, Text, useSite } from '@sf/ui';
import type { StudentApi, StudentStatusAnswer } from './student-api';
import { requestProblem } from './student-errors';

const CODE_PATTERN = new RegExp(`^\\d{${STUDENT_CODE_LENGTH}}$`);

/** Step 1: the academic address and the institution, checked here first (same rule as the server), then a code is sent. */
export function EmailStep({ api, onSent }: { api: StudentApi; onSent: (email: string, institution: string) => void }) {
  const { t } = useTranslation();
  const emailRef = useRef<HTMLInputElement>(null);
  const institutionRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [institution, setInstitution] = useState('');
  const [errors, setErrors] = useState<{ email?: string; institution?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const address = email.trim().toLowerCase();
    const name = institution.trim();
    const found = {
      email: !address
        ? t('student.errors.emailRequired')
        : !isValidEmail(address)
          ? t('student.errors.emailInvalid')
          : isAcademicEmail(address)
            ? undefined
            : t('student.errors.notAcademic'),
      institution: name.length < 2 ? t('student.errors.institutionRequired') : undefined,
    };
    setErrors(found);
    setFailure(null);
    if (found.email || found.institution) {
      (found.email ? emailRef : institutionRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.requestCode(address, name);
      onSent(address, name);
    } catch (error) {
      const problem = requestProblem(error);
      if (problem.field) {
        setErrors({ [problem.field]: t(problem.key) });
        (problem.field === 'email' ? emailRef : institutionRef).current?.focus();
      } else setFailure(t(problem.key));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} data-testid="student-email-form">
      <Stack gap={4}>
        <Text>{t('student.intro', { percent: STUDENT_DISCOUNT_PERCENT })}</Text>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Field
          ref={emailRef}
          name="email"
          type="email"
          label={t('student.email')}
          hint={t('student.emailHint')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          required
          maxLength={MAX_EMAIL_LENGTH}
        />
        <Field
          ref={institutionRef}
          name="institution"
          label={t('student.institution')}
          value={institution}
          onChange={(event) => setInstitution(event.target.value)}
          error={errors.institution}
          autoComplete="organization"
          required
          maxLength={MAX_INSTITUTION_LENGTH}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('student.send')}
        </Button>
      </Stack>
    </form>
  );
}

interface CodeStepProps {
  api: StudentApi;
  email: string;
  institution: string;
  onVerified: (status: StudentStatusAnswer) => void;
  onChangeEmail: () => void;
}

/** Step 2: the code from the e-mail. A wrong code says how many tries are left; a void or expired one asks for a new code. */
export function CodeStep({ api, email, institution, onVerified, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  // Focus goes to the code as the step opens: the shopper's next move is to type it.
  useEffect(() => codeRef.current?.focus(), []);

  const fail = (message: string) => {
    setError(message);
    codeRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const value = code.trim();
    setFailure(null);
    setNotice(null);
    if (!CODE_PATTERN.test(value)) return fail(t('student.errors.codeRequired'));
    setBusy(true);
    try {
      onVerified(await api.confirm(value));
    } catch (caught) {
      setBusy(false);
      if (!(caught instanceof ApiRequestError) || caught.status !== 400) {
        setFailure(t(caught instanceof ApiRequestError && caught.status === 401 ? 'student.errors.signedOut' : 'student.errors.failed'));
        return;
      }
      // The error's details are the server's; the status says what is left of this code.
      const status = await api.status().catch(() => null);
      const left = status?.pending?.attemptsLeft ?? 0;
      const voided = caught.body?.message.includes('too many') ?? false;
      fail(left > 0 ? t('student.errors.wrongCode', { count: left }) : t(voided ? 'student.errors.tooManyAttempts' : 'student.errors.expired'));
    }
  };

  const resend = async () => {
    setResending(true);
    setFailure(null);
    setNotice(null);
    try {
      await api.requestCode(email, institution);
      setError(undefined);
      setCode('');
      setNotice(t('student.code.resent', { email }));
      codeRef.current?.focus();
    } catch (caught) {
      setFailure(t(requestProblem(caught).key));
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} data-testid="student-code-form">
      <Stack gap={4}>
        <Text>{t('student.code.intro', { email, minutes: STUDENT_CODE_MINUTES })}</Text>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div role="status">{notice && <Text size="sm">{notice}</Text>}</div>
        <Field
          ref={codeRef}
          name="code"
          label={t('student.code.label')}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, STUDENT_CODE_LENGTH))}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={STUDENT_CODE_LENGTH}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('student.code.confirm')}
        </Button>
        <Inline gap={4}>
          <Button type="button" variant="secondary" loading={resending} onClick={resend}>
            {t('student.code.resend')}
          </Button>
          <Button type="button" variant="ghost" onClick={onChangeEmail}>
            {t('student.code.changeEmail')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/** Step 3: verified, until when; focus moves to the message so screen readers hear it. */
export function Verified({ validUntil, close }: { validUntil: string; close: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const date = new Intl.DateTimeFormat(site.tag, { dateStyle: 'long' }).format(new Date(validUntil));
  return (
    <Stack gap={4} align="start">
      <div ref={ref} tabIndex={-1} role="status" data-testid="student-verified">
        <Text weight="medium">{t('student.success', { date, percent: STUDENT_DISCOUNT_PERCENT })}</Text>
      </div>
      <Button onClick={close}>{t('student.continue')}</Button>
    </Stack>
  );
}
