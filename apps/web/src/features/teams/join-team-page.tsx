import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Discipline } from '@icf/shared';
import { showToast } from '../../components/feedback/toast-store';
import { teamPath } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { FormError } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { useAcceptInvitation } from './api/teams-api';
import { DisciplineSelect } from './components/discipline-select';
import './teams.css';

/**
 * Where the invitation mail's link leads (`/teams/join?token=…`, signed in; a visitor signs in or registers
 * first with the invited e-mail). The member names their discipline and accepts; the link then is used up.
 */
export function JoinTeamPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const accept = useAcceptInvitation();
  const [discipline, setDiscipline] = useState<Discipline>('physiotherapy');
  const errors = readFormErrors(accept.error, ['discipline'], t('teams.failed'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(
      { token, discipline },
      {
        onSuccess: ({ id }) => {
          showToast({ text: t('teams.joined') });
          void navigate(teamPath(id));
        },
      },
    );
  };
  return (
    <div className="page teams-page">
      <h1>{t('teams.join_title')}</h1>
      {token === '' ? (
        <p role="alert">{t('teams.join_missing')}</p>
      ) : (
        <form className="team-form" onSubmit={submit}>
          <p>{t('teams.join_text')}</p>
          <DisciplineSelect
            label={t('teams.your_discipline')}
            value={discipline}
            onChange={setDiscipline}
            error={errors.fields.discipline}
          />
          <FormError message={errors.form} />
          <button type="submit" className="button primary" disabled={accept.isPending}>
            {t('teams.join_accept')}
          </button>
        </form>
      )}
    </div>
  );
}

export default JoinTeamPage;
