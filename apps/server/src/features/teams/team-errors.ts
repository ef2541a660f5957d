import { message } from '@icf/shared';
import { AppError } from '../../errors/app-error';

/**
 * Every error the team rules answer (decision record 0033), made by this one factory so that the domain code
 * names only the kind of refusal; the error handler words it (decision record 0032).
 */
export type TeamErrorKind =
  | 'team_not_found'
  | 'owner_only'
  | 'last_owner'
  | 'member_not_found'
  | 'already_member'
  | 'invitation_invalid'
  | 'invitation_email_unverified'
  | 'invitation_mail_failed'
  | 'client_fates'
  | 'move_own_only'
  | 'document_other_team';

export function teamError(kind: TeamErrorKind): AppError {
  switch (kind) {
    case 'team_not_found':
      // A team the caller does not belong to is answered like a missing one: nobody learns which ids exist.
      return AppError.notFound('team.not_found');
    case 'member_not_found':
      return AppError.notFound('team.member_not_found');
    case 'owner_only':
      return new AppError({ code: 'forbidden', status: 403, message: message('team.owner_only') });
    case 'move_own_only':
      return new AppError({ code: 'forbidden', status: 403, message: message('team.move_own_only') });
    case 'last_owner':
      return new AppError({ code: 'conflict', status: 409, message: message('team.last_owner') });
    case 'already_member':
      return AppError.validation({ email: [message('team.already_member')] });
    case 'invitation_invalid':
      return AppError.validation({ token: [message('team.invitation_invalid')] });
    case 'invitation_email_unverified':
      return AppError.validation({ token: [message('team.invitation_email_unverified')] });
    case 'invitation_mail_failed':
      return new AppError({ code: 'busy', status: 503, message: message('team.invitation_mail_failed') });
    case 'client_fates':
      return AppError.validation({ clients: [message('team.client_fates')] });
    case 'document_other_team':
      return AppError.validation({ client_id: [message('team.document_other_team')] });
  }
}
