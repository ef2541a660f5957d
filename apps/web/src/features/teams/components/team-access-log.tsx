import type { TeamAccessEntry } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useTeamAccessLog } from '../api/teams-api';
import { DateAndTime } from './date-and-time';

/**
 * For the team's owners: who opened, changed, exported or deleted which client or document, when (decision record
 * 0033).
 */
export function TeamAccessLogSection({ teamId }: { teamId: number }) {
  const { t } = useI18n();
  const log = useTeamAccessLog(teamId);
  const whoOf = (entry: TeamAccessEntry) => entry.user_name ?? t('teams.access.former_member');
  return (
    <section className="team-section" aria-labelledby="team-access-log-title">
      <h2 id="team-access-log-title">{t('teams.access_log')}</h2>
      <p className="muted">{t('teams.access_log_intro')}</p>
      {log.data === undefined ? (
        <p role="status" className="muted">
          {t('teams.loading')}
        </p>
      ) : log.data.length === 0 ? (
        <p>{t('teams.access_log_empty')}</p>
      ) : (
        <div className="team-members-wrap">
          <table className="team-members team-log">
            <thead>
              <tr>
                <th scope="col">{t('teams.access.when')}</th>
                <th scope="col" className="team-log-who">
                  {t('teams.access.who')}
                </th>
                <th scope="col">{t('teams.access.what')}</th>
                <th scope="col">{t('teams.access.record')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <DateAndTime iso={entry.created_at} />
                    <span className="team-log-who-below">
                      <br />
                      {whoOf(entry)}
                    </span>
                  </td>
                  <td className="team-log-who">{whoOf(entry)}</td>
                  <td>{t(`teams.access.${entry.action}`)}</td>
                  <td>{recordOf(entry, t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * The client and the document of an entry by name and description, with their ids (a description need not be
 * unique); by id alone when the server no longer names them (deleted, or no longer the team's).
 */
function recordOf(entry: TeamAccessEntry, t: ReturnType<typeof useI18n>['t']): string {
  const client =
    entry.client_id === null
      ? null
      : entry.client_name !== null
        ? t('teams.access.client_named', { name: entry.client_name, id: entry.client_id })
        : t('teams.access.client_id', { id: entry.client_id });
  const document =
    entry.document_id === null
      ? null
      : entry.document_description
        ? t('teams.access.document_named', { description: entry.document_description, id: entry.document_id })
        : t('teams.access.document_id', { id: entry.document_id });
  return [client, document].filter((part) => part !== null).join(' · ');
}
