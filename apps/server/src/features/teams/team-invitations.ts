import { teamInvitationValidDays, type AcceptTeamInvitationRequest } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import type { Logger } from '../../http/logger';
import type { Mailer } from '../../mail/mailer';
import { sameEmail, type UserRecord } from '../../auth/users-repository';
import { randomToken, sha256Hex } from '../../auth/secrets';
import { forgetAttempts, throttle, type ThrottlePolicy } from '../../auth/throttle';
import { auditTeamAct } from './team-audit';
import { teamError } from './team-errors';
import { teamInvitationMail } from './team-invitation-mail';
import { requireOwnership } from './team-membership';
import {
  consumeInvitation,
  deleteInvitation,
  findOpenInvitation,
  insertInvitation,
  insertMember,
  isMemberByEmail,
  type TeamInvitationRecord,
} from './teams-repository';

/**
 * At most 20 invitations an hour per inviter: each one sends a mail to an address the inviter chose, so the
 * limit is what keeps the server from being a way to send mail to anyone (decision record 0033).
 */
export const teamInvitationThrottle: ThrottlePolicy = {
  name: 'team-invitation',
  maxAttempts: 20,
  windowSeconds: 60 * 60,
  message: 'request.too_many',
  field: 'email',
};

/**
 * At most 3 invitations a day to one address, whoever sends them: new accounts are cheap, so the inviter's own
 * limit alone let two of them send 40 mails to one address in a second (decision record 0033). The count
 * starts again when the address accepts one: mail it wants is not the mail this limit is for.
 */
export const teamInvitationRecipientThrottle: ThrottlePolicy = {
  name: 'team-invitation-recipient',
  maxAttempts: 3,
  windowSeconds: 24 * 60 * 60,
  message: 'request.too_many',
  field: 'email',
};

/** The web page where an invited person accepts (the link's token is its `token` query parameter). */
export const teamInvitationPath = '/teams/join';

export interface InvitationDependencies {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
}

/**
 * An owner invites an e-mail address: a single-use link valid for 7 days is mailed to it, in `mailLocale` (the
 * inviter's language; only the token's hash is stored, and neither the token nor the link is logged). A mail
 * that cannot be sent is said (503) and its invitation withdrawn, so no invitation exists that nobody received.
 */
export async function inviteTeamMember(
  deps: InvitationDependencies,
  inviter: UserRecord,
  teamId: number,
  email: string,
  mailLocale: Locale,
): Promise<TeamInvitationRecord> {
  const { db } = deps;
  const membership = await requireOwnership(db, inviter.id, teamId);
  await throttle(db, teamInvitationThrottle, String(inviter.id));
  if (await isMemberByEmail(db, teamId, email)) throw teamError('already_member');
  await throttle(db, teamInvitationRecipientThrottle, recipientKey(email));
  const token = randomToken();
  const invitation = await insertInvitation(db, {
    teamId,
    email,
    tokenHash: sha256Hex(token),
    invitedBy: inviter.id,
    validDays: teamInvitationValidDays,
  });
  const url = `${deps.appUrl}${teamInvitationPath}?${new URLSearchParams({ token })}`;
  const mail = teamInvitationMail(
    { email, teamName: membership.name, inviterName: inviter.name, validDays: teamInvitationValidDays },
    mailLocale,
    url,
  );
  try {
    await deps.mailer.sendMail(mail);
  } catch (error) {
    await deleteInvitation(db, teamId, invitation.id);
    deps.logger.error('team invitation mail not sent', {
      subjectKey: mail.subjectKey,
      error: error instanceof Error ? error.message : String(error),
    });
    throw teamError('invitation_mail_failed');
  }
  await auditTeamAct(db, inviter, 'team.invite', { type: 'team', id: teamId }, { invitation: invitation.id });
  return invitation;
}

/** An owner withdraws an invitation not yet accepted. */
export async function withdrawInvitation(
  db: Database,
  owner: UserRecord,
  teamId: number,
  invitationId: number,
): Promise<void> {
  await requireOwnership(db, owner.id, teamId);
  if (!(await deleteInvitation(db, teamId, invitationId))) throw teamError('team_not_found');
}

/**
 * The signed-in person accepts an invitation with the link's token: it must be open (not used, not expired)
 * and sent to this account's e-mail, and that e-mail must be verified (an account anyone can register under
 * someone's address must not join as them). A link that isn't this account's is answered exactly as an
 * invalid one, so holding a link tells nobody whether it is live. Accepting uses it up, atomically; the
 * person joins as a member with the discipline they chose. Returns the team's id.
 */
export async function acceptTeamInvitation(
  db: Database,
  user: UserRecord,
  request: AcceptTeamInvitationRequest,
): Promise<number> {
  const tokenHash = sha256Hex(request.token);
  const teamId = await db.transaction(async (tx) => {
    const open = await findOpenInvitation(tx, tokenHash);
    if (!open) throw teamError('invitation_invalid');
    // Checked before it is used up: the wrong account must not spend the right person's invitation.
    if (!sameEmail(open.email, user.email)) throw teamError('invitation_invalid');
    if (!user.emailVerifiedAt) throw teamError('invitation_email_unverified');
    if (!(await consumeInvitation(tx, tokenHash))) throw teamError('invitation_invalid');
    await insertMember(tx, open.teamId, user.id, request.discipline);
    await auditTeamAct(tx, user, 'team.join', { type: 'team', id: open.teamId }, { invitation: open.id });
    return open.teamId;
  });
  await forgetAttempts(db, teamInvitationRecipientThrottle, recipientKey(user.email));
  return teamId;
}

function recipientKey(email: string): string {
  return email.trim().toLowerCase();
}
