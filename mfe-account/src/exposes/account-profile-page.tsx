import type { PageProps } from '@sf/remote-contract';
import { useSite } from '@sf/ui';
import { accountPageParcel } from '../app/account-page';
import { StrengthCheckedPassword } from '../app/strength-checked-password';
import { ProfilePage } from '../features/account-profile/profile-page';
import { NewsletterPreference } from '../features/newsletter-preference/newsletter-preference';
import { ProfilePasskeys } from '../features/passkeys/profile-passkeys';

function ProfileWithPasskeys(props: PageProps) {
  const site = useSite();
  return <ProfilePage {...props} passkeys={<ProfilePasskeys />} newsletter={<NewsletterPreference site={site} />} NewPassword={StrengthCheckedPassword} />;
}

/** ./AccountProfilePage (page `/account/profile`). */
export default accountPageParcel(ProfileWithPasskeys);
