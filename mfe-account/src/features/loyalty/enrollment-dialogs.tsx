import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type DialogProps } from '@sf/remote-contract';
import { Inline, Link, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { EnrollmentForm } from './enrollment-form';
import { loyaltyApi } from './loyalty-api';
import { programmeRates } from './loyalty-format';

type EnrollmentDialogProps = Pick<DialogProps, 'setTitle' | 'close'>;

/** After joining (or when already a member): say so, take focus, and point to the points page. */
function Joined({ message }: { message: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack gap={3} align="start">
      <div ref={ref} tabIndex={-1} role="status">
        <Text weight="medium">{message}</Text>
      </div>
      <Link to="/account/loyalty">{t('loyalty.dialog.seePoints')}</Link>
    </Stack>
  );
}

/** A guest cannot join: sign in or create an account first (the sign-in and sign-up dialogs open by fragment). */
function SignInFirst() {
  const { t } = useTranslation();
  return (
    <Stack gap={3} align="start">
      <Text>{t('loyalty.dialog.guestIntro')}</Text>
      <Inline gap={4}>
        <Link to="#sign-in">{t('loyalty.dialog.signIn')}</Link>
        <Link to="#sign-up">{t('loyalty.dialog.createAccount')}</Link>
      </Inline>
    </Stack>
  );
}

function useProgramme() {
  const { t } = useTranslation();
  const site = useSite();
  const programme = t('loyalty.programme', { brand: site.brandName });
  return { t, site, programme };
}

/** Spec dialog "loyalty sign-up": the programme in three lines, the terms to accept, then one button. */
export function LoyaltySignUpDialog({ setTitle }: EnrollmentDialogProps) {
  const { t, site, programme } = useProgramme();
  const session = useStore($session);
  const api = useMemo(() => loyaltyApi(site), [site]);
  const [joined, setJoined] = useState(false);
  const rates = programmeRates(t, site);
  useEffect(() => setTitle(t('loyalty.join.title', { programme })), [setTitle, t, programme]);

  if (session.status !== 'registered') return <SignInFirst />;
  if (joined || session.isLoyaltyMember) {
    return <Joined message={joined ? t('loyalty.join.welcome', { programme }) : t('loyalty.dialog.alreadyMember', { programme })} />;
  }
  return (
    <Stack gap={4}>
      <Text>{t('loyalty.join.intro')}</Text>
      <Stack as="ul" gap={2}>
        <li>{rates.earn}</li>
        <li>{rates.pay}</li>
      </Stack>
      <EnrollmentForm api={api} variant="full" onJoined={() => setJoined(true)} />
    </Stack>
  );
}

/**
 * Spec dialog "simplified enrollment": one click for a signed-in shopper, typically arriving from a campaign link
 * that carries `enrollment_marketing_source` (stored with the enrolment). Guests are redirected to sign-in by the
 * dialog's guard; should one get here anyway, they are offered sign-in.
 */
export function SimplifiedEnrollmentDialog({ setTitle }: EnrollmentDialogProps) {
  const { t, site, programme } = useProgramme();
  const session = useStore($session);
  const api = useMemo(() => loyaltyApi(site), [site]);
  const [joined, setJoined] = useState(false);
  useEffect(() => setTitle(t('loyalty.join.title', { programme })), [setTitle, t, programme]);

  if (session.status !== 'registered') return <SignInFirst />;
  if (joined || session.isLoyaltyMember) {
    return <Joined message={joined ? t('loyalty.join.welcome', { programme }) : t('loyalty.dialog.alreadyMember', { programme })} />;
  }
  return (
    <Stack gap={4}>
      <Text>{t('loyalty.dialog.simplifiedIntro', { email: session.email ?? '' })}</Text>
      <EnrollmentForm api={api} variant="simplified" onJoined={() => setJoined(true)} joinLabel={t('loyalty.dialog.joinNow')} />
    </Stack>
  );
}
