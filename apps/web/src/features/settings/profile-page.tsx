import { useI18n } from '../../i18n/use-i18n';
import { useAuth } from '../../lib/auth/auth-store';
import { formatMemberSince } from './format-member-since';

/** Spec §2 settings/profile: name, e-mail and the member-since date, read-only. */
export function ProfilePage() {
  const { t, locale } = useI18n();
  const { user } = useAuth();
  // The route's guard loaded the user; null only for the moment a logout takes.
  if (!user) return null;
  return (
    <>
      <h2>{t('page.profile')}</h2>
      <div className="field">
        <label htmlFor="profile-name">{t('auth.name')}</label>
        <input id="profile-name" value={user.name} readOnly />
      </div>
      <div className="field">
        <label htmlFor="profile-email">{t('auth.email')}</label>
        <input id="profile-email" type="email" value={user.email} readOnly />
      </div>
      <div className="field">
        <label htmlFor="profile-member-since">{t('settings.member_since')}</label>
        <input id="profile-member-since" value={formatMemberSince(user.created_at, locale)} readOnly />
      </div>
    </>
  );
}

export default ProfilePage;
