// Pieces shared by the profile view and edit pages.
import type { Profile } from '../../../machines/profile/profile.types';
import { displayName } from '../../../machines/session/session.selectors';
import { useI18nContext } from '../../i18n/i18n-react';

export function Avatar({ profile }: { profile: Profile }) {
  const { LL } = useI18nContext();
  const name = displayName(profile);
  if (profile.avatarUrl) {
    return <img className="profile-avatar" src={profile.avatarUrl} alt={LL.profile.avatar.alt({ name })} />;
  }
  return (
    <span className="profile-avatar" role="img" aria-label={LL.profile.avatar.none()}>
      {name.charAt(0).toUpperCase()}
    </span>
  );
}

export function LoadingProfile() {
  const { LL } = useI18nContext();
  return (
    <p role="status" aria-busy="true">
      {LL.profile.loading()}
    </p>
  );
}
