import type { DeletedTeamDocument } from '@icf/shared';
import { showToast } from '../../../components/feedback/toast-store';
import { useI18n } from '../../../i18n/use-i18n';
import { formatCreatedAt } from '../../../lib/format-date';
import { askFirst } from '../ask-first';
import { useDeletedTeamDocuments, useRestoreDeletedDocument } from '../api/teams-api';
import { DateAndTime } from './date-and-time';

/**
 * For the team's owners: the documents deleted from the team's dashboard that are still kept
 * (DELETED_TEAM_DOCUMENT_RETENTION_DAYS, decision record 0033), each with a Restore button that asks first.
 */
export function DeletedTeamDocumentsSection({ teamId }: { teamId: number }) {
  const { t } = useI18n();
  const deleted = useDeletedTeamDocuments(teamId);
  const restore = useRestoreDeletedDocument(teamId);
  const rows = deleted.data?.pages.flatMap((page) => page.data);

  const nameOf = (document: DeletedTeamDocument) =>
    document.description || t('teams.deleted.untitled', { id: document.id });
  const confirmAndRestore = async (document: DeletedTeamDocument) => {
    const question = t('teams.restore_confirm', { description: nameOf(document) });
    if (!(await askFirst(question, t('teams.restore'), t('alert.cancel')))) return;
    restore.mutate(document.id, {
      onSuccess: () => showToast({ text: t('teams.restored') }),
      onError: (error) => showToast({ text: error.message || t('teams.failed') }),
    });
  };

  return (
    <section className="team-section" aria-labelledby="team-deleted-documents-title">
      <h2 id="team-deleted-documents-title">{t('teams.deleted_documents')}</h2>
      <p className="muted">{t('teams.deleted_documents_intro')}</p>
      {rows === undefined ? (
        <p role="status" className="muted">
          {t('teams.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p>{t('teams.deleted_documents_empty')}</p>
      ) : (
        <>
          <div className="team-members-wrap">
            <table className="team-members team-deleted">
              <thead>
                <tr>
                  <th scope="col">{t('teams.deleted.document')}</th>
                  <th scope="col">{t('teams.deleted.deleted_at')}</th>
                  <th scope="col">{t('teams.column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((document) => (
                  <tr key={document.id}>
                    <td>
                      {nameOf(document)}
                      {document.evaluation_date && (
                        <span className="muted"> · {document.evaluation_date}</span>
                      )}
                      <br />
                      <span className="muted">
                        {document.client_id === null ? t('teams.deleted.no_client') : document.client}
                      </span>
                    </td>
                    <td>
                      <DateAndTime iso={document.deleted_at} />
                      <br />
                      <span className="muted">
                        {t('teams.deleted.kept_until')}{' '}
                        <span className="team-nowrap">
                          {formatCreatedAt(document.erased_after).slice(0, 10)}
                        </span>
                      </span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button team-nowrap"
                        disabled={restore.isPending}
                        onClick={() => void confirmAndRestore(document)}
                      >
                        {t('teams.restore')}
                        <span className="visually-hidden"> {nameOf(document)}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {deleted.hasNextPage && (
            <button
              type="button"
              className="button"
              disabled={deleted.isFetchingNextPage}
              onClick={() => void deleted.fetchNextPage()}
            >
              {t('teams.deleted.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
