import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Discipline } from '@icf/shared';
import { showToast } from '../../components/feedback/toast-store';
import { teamPath } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { FormError, FormField } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { useCreateTeam, useTeamList } from './api/teams-api';
import { DisciplineSelect } from './components/discipline-select';
import './teams.css';

/** The signed-in user's teams (decision record 0033), each linking to its page, and a form to create one. */
export function TeamsPage() {
  const { t } = useI18n();
  const teams = useTeamList();
  return (
    <div className="page teams-page">
      <h1>{t('teams.title')}</h1>
      <p className="muted">{t('teams.intro')}</p>
      {teams.data === undefined ? (
        <p role="status" className="muted">
          {t('teams.loading')}
        </p>
      ) : teams.data.length === 0 ? (
        <p>{t('teams.empty')}</p>
      ) : (
        <ul className="team-list">
          {teams.data.map((team) => (
            <li key={team.id}>
              <Link to={teamPath(team.id)}>{team.name}</Link>
              <span className="muted">
                {' · '}
                {t(`teams.role.${team.role}`)} · {t(`discipline.${team.discipline}`)} ·{' '}
                {t('teams.member_count', { count: team.member_count })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <NewTeamForm />
    </div>
  );
}

function NewTeamForm() {
  const { t } = useI18n();
  const create = useCreateTeam();
  const [name, setName] = useState('');
  const [discipline, setDiscipline] = useState<Discipline>('physician');
  const errors = readFormErrors(create.error, ['name', 'discipline'], t('teams.failed'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name, discipline },
      {
        onSuccess: (team) => {
          setName('');
          showToast({ text: t('teams.created', { name: team.name }) });
        },
      },
    );
  };
  return (
    <form className="team-form" onSubmit={submit}>
      <h2>{t('teams.new')}</h2>
      <FormField
        label={t('teams.name')}
        name="name"
        required
        maxLength={100}
        value={name}
        onValueChange={setName}
        error={errors.fields.name}
      />
      <DisciplineSelect
        label={t('teams.your_discipline')}
        value={discipline}
        onChange={setDiscipline}
        error={errors.fields.discipline}
      />
      <FormError message={errors.form} />
      <button type="submit" className="button primary" disabled={create.isPending}>
        {t('teams.create')}
      </button>
    </form>
  );
}

export default TeamsPage;
