import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type DialogProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Inline, Link, SkeletonGroup, SkeletonText, Stack, Text } from '@sf/ui';
import { useReloadableData } from '../../shared/reloadable-data';
import { CodeStep, EmailStep, Verified } from './student-steps';
import { createStudentApi, type StudentApi, type StudentStatusAnswer } from './student-api';

type Step =
  | { step: 'loading' }
  | { step: 'failed' }
  | { step: 'email' }
  | { step: 'code'; email: string; institution: string }
  | { step: 'done'; validUntil: string };

function stepOf(status: StudentStatusAnswer): Step {
  if (status.verified) return { step: 'done', validUntil: status.verified.validUntil };
  if (status.pending) return { step: 'code', email: status.pending.email, institution: status.pending.institution };
  return { step: 'email' };
}

/**
 * Spec dialog "student/ID verification" (`#student-verification`): the shopper's academic e-mail and institution,
 * then the 6-digit code mailed there, then the student discount. Guests are redirected to sign-in by the dialog's
 * guard; should one get here anyway, they are offered sign-in.
 */
export function StudentVerificationDialog({ site, setTitle, close, api: injected }: Pick<DialogProps, 'site' | 'setTitle' | 'close'> & { api?: StudentApi }) {
  const { t } = useTranslation();
  const session = useStore($session);
  const api = useMemo(() => injected ?? createStudentApi(site), [injected, site.brand, site.locale]);
  const registered = session.status === 'registered';
  const { state, reload } = useReloadableData(registered ? `${site.brand}|${site.locale}|${session.customerId ?? ''}` : null, (signal) => api.status(signal));
  // The shopper's own moves (code sent, e-mail changed, verified) start from the status they were made on.
  const [moved, setMoved] = useState<{ from: StudentStatusAnswer; step: Step } | null>(null);
  const loaded = state.status === 'ready' ? state.data : null;
  const step: Step = loaded ? (moved?.from === loaded ? moved.step : stepOf(loaded)) : { step: state.status === 'loading' ? 'loading' : 'failed' };
  const setStep = (next: Step) => {
    if (loaded) setMoved({ from: loaded, step: next });
  };

  useEffect(() => setTitle(t('student.title')), [setTitle, t]);

  if (!registered) {
    return (
      <Stack gap={3} align="start">
        <Text>{t('student.signInFirst')}</Text>
        <Inline gap={4}>
          <Link to="#sign-in">{t('student.signIn')}</Link>
          <Link to="#sign-up">{t('student.createAccount')}</Link>
        </Inline>
      </Stack>
    );
  }
  switch (step.step) {
    case 'loading':
      return (
        <SkeletonGroup label={t('student.title')}>
          <SkeletonText lines={4} />
        </SkeletonGroup>
      );
    case 'failed':
      return (
        <Alert
          tone="error"
          action={
            <Button variant="secondary" onClick={reload}>
              {t('student.retry')}
            </Button>
          }
        >
          {t('student.errors.failed')}
        </Alert>
      );
    case 'email':
      return <EmailStep api={api} onSent={(email, institution) => setStep({ step: 'code', email, institution })} />;
    case 'code':
      return (
        <CodeStep
          api={api}
          email={step.email}
          institution={step.institution}
          onVerified={(status) => setStep(stepOf(status))}
          onChangeEmail={() => setStep({ step: 'email' })}
        />
      );
    case 'done':
      return <Verified validUntil={step.validUntil} close={close} />;
  }
}
