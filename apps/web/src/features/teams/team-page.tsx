import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Discipline, Team } from '@icf/shared';
import { showToast } from '../../components/feedback/toast-store';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useAuth } from '../../lib/auth/auth-store';
import { FormError, FormField } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { askFirst } from './ask-first';
import { useInviteMember, useTeam, useTeamAct, type TeamAct } from './api/teams-api';
import { DeleteTeamDialog } from './components/delete-team-dialog';
import { DeletedTeamDocumentsSection } from './components/deleted-team-documents';
import { TeamAccessLogSection } from './components/team-access-log';
import { DisciplineSelect } from './components/discipline-select';
import './teams.css';

/** One team (decision record 0033): its members, my discipline, and for owners invitations and the team's fate. */
export function TeamPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const team = useTeam(id);
  if (team.isError) {
    return (
      <div className="page teams-page">
        <p role="alert">{t('teams.not_found')}</p>
        <Link to={paths.teams}>{t('teams.back')}</Link>
      </div>
    );
  }
  if (!team.data) {
    return (
      <p role="status" className="page muted">
        {t('teams.loading')}
      </p>
    );
  }
  return <TeamDetails team={team.data} />;
}

function TeamDetails({ team }: { team: Team }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const userId = useAuth().user?.id;
  const act = useTeamAct(team.id);
  const isOwner = team.role === 'owner';
  const [deleting, setDeleting] = useState(false);

  /** Asks first (a clinician's work is sacred), then does it and says so. */
  const confirmAndAct = async (
    question: string,
    confirmText: string,
    teamAct: TeamAct,
    done?: () => void,
  ) => {
    if (!(await askFirst(question, confirmText, t('alert.cancel')))) return;
    act.mutate(teamAct, {
      onSuccess: () => done?.(),
      onError: (error) => showToast({ text: error.message || t('teams.failed') }),
    });
  };

  return (
    <div className="page teams-page">
      <Link to={paths.teams}>{t('teams.back')}</Link>
      <h1>{team.name}</h1>
      <p className="muted">
        {t(`teams.role.${team.role}`)} · {t('teams.member_count', { count: team.member_count })}
      </p>

      <section className="team-section" aria-labelledby="team-members-title">
        <h2 id="team-members-title">{t('teams.members')}</h2>
        <div className="team-members-wrap">
          <table className="team-members">
            <thead>
              <tr>
                <th scope="col">{t('teams.column.name')}</th>
                <th scope="col">{t('teams.column.discipline')}</th>
                <th scope="col">{t('teams.column.role')}</th>
                {isOwner && <th scope="col">{t('teams.column.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {team.members.map((member) => (
                <tr key={member.user_id}>
                  <td>
                    {member.name}
                    <span className="muted">
                      {' · '}
                      <span className="team-email">{member.email}</span>
                    </span>
                  </td>
                  <td>{t(`discipline.${member.discipline}`)}</td>
                  <td>{t(`teams.role.${member.role}`)}</td>
                  {isOwner && (
                    <td>
                      {member.user_id !== userId && (
                        <span className="team-actions">
                          {member.role === 'member' && (
                            <button
                              type="button"
                              className="button"
                              onClick={() =>
                                void confirmAndAct(
                                  t('teams.hand_over_confirm', { name: member.name }),
                                  t('teams.hand_over'),
                                  { kind: 'hand-over', userId: member.user_id },
                                )
                              }
                            >
                              {t('teams.hand_over')}
                              <span className="visually-hidden"> {member.name}</span>
                            </button>
                          )}
                          <button
                            type="button"
                            className="button danger-outline"
                            onClick={() =>
                              void confirmAndAct(
                                t('teams.remove_confirm', { name: member.name }),
                                t('teams.remove'),
                                { kind: 'remove', userId: member.user_id },
                              )
                            }
                          >
                            {t('teams.remove')}
                            <span className="visually-hidden"> {member.name}</span>
                          </button>
                        </span>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <OwnDisciplineForm team={team} />
      {isOwner && <InviteForm team={team} />}

      {isOwner && <DeletedTeamDocumentsSection teamId={team.id} />}
      {isOwner && <TeamAccessLogSection teamId={team.id} />}

      <section className="team-section team-actions">
        <button
          type="button"
          className="button danger-outline"
          onClick={() =>
            void confirmAndAct(
              t('teams.leave_confirm', { name: team.name }),
              t('teams.leave'),
              { kind: 'leave' },
              () => void navigate(paths.teams),
            )
          }
        >
          {t('teams.leave')}
        </button>
        {isOwner && (
          <button type="button" className="button danger" onClick={() => setDeleting(true)}>
            {t('teams.delete')}
          </button>
        )}
      </section>
      {deleting && (
        <DeleteTeamDialog
          team={team}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            showToast({ text: t('teams.deleted') });
            void navigate(paths.teams);
          }}
        />
      )}
    </div>
  );
}

function OwnDisciplineForm({ team }: { team: Team }) {
  const { t } = useI18n();
  const act = useTeamAct(team.id);
  const [discipline, setDiscipline] = useState<Discipline>(team.discipline);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    act.mutate(
      { kind: 'discipline', discipline },
      { onSuccess: () => showToast({ text: t('teams.discipline_saved') }) },
    );
  };
  return (
    <form className="team-form" onSubmit={submit}>
      <DisciplineSelect label={t('teams.your_discipline')} value={discipline} onChange={setDiscipline} />
      <button type="submit" className="button" disabled={act.isPending}>
        {t('teams.change_discipline')}
      </button>
    </form>
  );
}

function InviteForm({ team }: { team: Team }) {
  const { t } = useI18n();
  const invite = useInviteMember(team.id);
  const withdraw = useTeamAct(team.id);
  const [email, setEmail] = useState('');
  const errors = readFormErrors(invite.error, ['email'], t('teams.failed'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(email, {
      onSuccess: (sent) => {
        setEmail('');
        showToast({ text: t('teams.invite_sent', { email: sent.email }) });
      },
    });
  };
  return (
    <section className="team-section" aria-labelledby="team-invite-title">
      <form className="team-form" onSubmit={submit}>
        <h2 id="team-invite-title">{t('teams.invite')}</h2>
        <FormField
          label={t('teams.invite_email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={email}
          onValueChange={setEmail}
          error={errors.fields.email}
        />
        <FormError message={errors.form} />
        <button type="submit" className="button primary" disabled={invite.isPending}>
          {t('teams.invite_send')}
        </button>
      </form>
      {team.invitations.length > 0 && (
        <>
          <h3>{t('teams.invitations')}</h3>
          <ul className="team-list">
            {team.invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.email}{' '}
                <span className="muted">
                  {t('teams.invitation_expires', { date: invitation.expires_at.slice(0, 10) })}
                </span>{' '}
                <button
                  type="button"
                  className="button"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate({ kind: 'withdraw', invitationId: invitation.id })}
                >
                  {t('teams.withdraw')}
                  <span className="visually-hidden"> {invitation.email}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default TeamPage;
