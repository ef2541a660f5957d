import type { Locale } from '@icf/shared/i18n';
import type { MailMessage } from '../../mail/mailer';
import { buildMail } from '../../mail/build-mail';

/** The invitation to a team (decision record 0033), in the inviter's language, with the single-use link. */
export function teamInvitationMail(
  invitation: { email: string; teamName: string; inviterName: string; validDays: number },
  locale: Locale,
  url: string,
): MailMessage {
  return buildMail(
    {
      subject: 'mail.team_invite.subject',
      intro: 'mail.team_invite.intro',
      action: 'mail.team_invite.action',
      expiry: 'mail.team_invite.expiry',
      outro: 'mail.team_invite.outro',
    },
    { name: invitation.email, email: invitation.email },
    locale,
    url,
    { team: invitation.teamName, inviter: invitation.inviterName, days: invitation.validDays },
  );
}
