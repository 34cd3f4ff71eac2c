import { useMemo, useState, type ReactNode } from 'react';
import { applySession } from '@sf/contracts';
import { emit, GUEST_SESSION, type PageProps } from '@sf/remote-contract';
import { Button, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { AccountDataView } from '../../shared/data-states';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import type { NewPasswordInput } from '../../shared/new-password-input';
import { PasswordForm } from './password-form';
import { PreferencesForm } from './preferences-form';
import { profileApi } from './profile-api';
import { ProfileSection } from './profile-section';

export interface ProfilePageProps extends PageProps {
  /** The passkeys section (the app passes it; it renders nothing until passkeys exist). */
  passkeys?: ReactNode;
  /** The newsletter preference of the site's brand (the app passes it), shown with the interests. */
  newsletter?: ReactNode;
  /** The new-password input with sign-up's rules and meter. */
  NewPassword?: NewPasswordInput;
}

/**
 * `/account/profile`: name, e-mail change (re-verified, pending address shown), password change, passkeys, marketing
 * preferences and interests, and deleting the account.
 */
export function ProfilePage({ route, navigate, passkeys, newsletter, NewPassword }: ProfilePageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => profileApi(site), [site]);
  const [profile, { reload, replace }] = useAccountData((signal) => api.profile(signal));
  const [deleting, setDeleting] = useState(false);

  const deleted = () => {
    setDeleting(false);
    // The server has ended the session with the account; this browser forgets it too and goes home.
    applySession(GUEST_SESSION);
    emit('toast:show', { message: t('account-area.deleteAccount.done'), tone: 'info' });
    navigate('/', { replace: true });
  };

  return (
    <>
      <AccountHeading title={t('account-area.profile.title')} intro={t('account-area.profile.intro')} />
      <AccountDataView state={profile} route={route} onRetry={reload} skeletonRows={8}>
        {(data) => (
          <Stack gap={6}>
            <ProfileSection id="profile-name-heading" title={t('account-area.profile.nameTitle')}>
              <NameForm api={api} profile={data} onSaved={replace} />
            </ProfileSection>
            <ProfileSection id="profile-email-heading" title={t('account-area.profile.emailTitle')} intro={t('account-area.profile.emailIntro')}>
              <EmailForm api={api} profile={data} onRequested={replace} />
            </ProfileSection>
            <ProfileSection id="profile-password-heading" title={t('account-area.profile.passwordTitle')} intro={t('account-area.profile.passwordIntro')}>
              <PasswordForm api={api} profile={data} NewPassword={NewPassword} />
            </ProfileSection>
            {passkeys}
            <ProfileSection id="profile-preferences-heading" title={t('account-area.preferences.title')} intro={t('account-area.preferences.intro')}>
              <Stack gap={5}>
                {newsletter}
                <PreferencesForm api={api} profile={data} onSaved={replace} />
              </Stack>
            </ProfileSection>
            <ProfileSection id="profile-delete-heading" title={t('account-area.deleteAccount.sectionTitle')}>
              <Stack gap={3} align="start">
                <Text>{t('account-area.deleteAccount.intro')}</Text>
                <Button variant="secondary" onClick={() => setDeleting(true)}>
                  {t('account-area.deleteAccount.open')}
                </Button>
              </Stack>
            </ProfileSection>
          </Stack>
        )}
      </AccountDataView>
      <DeleteAccountDialog open={deleting} api={api} onDeleted={deleted} onClose={() => setDeleting(false)} />
    </>
  );
}
