import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentInfoFields, type DocumentVersion } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { ApiError } from '../../../lib/api-client';
import { formatCreatedAt } from '../../../lib/format-date';
import { useCodes } from '../../icf-data';
import {
  restoreDocumentVersion,
  useDocumentVersion,
  useDocumentVersions,
  documentKeys,
} from '../../document-data';
import './versions-dialog.css';
import { useModalDialog } from '../../../lib/use-modal-dialog';

interface VersionsDialogProps {
  userId: number;
  documentId: number;
  /** The document's name (description and date), for the title. */
  documentName: string;
  onClose(): void;
}

/**
 * A saved document's versions (decision 0009): the list (date, description, rated codes), any version opened read
 * only, and restore, which makes a version's state the newest version (nothing is overwritten). A native
 * modal `<dialog>`: focus stays inside, Escape closes it; confirmations are asked inside it, because
 * anything outside a modal dialog is inert.
 */
export function VersionsDialog({ userId, documentId, documentName, onClose }: VersionsDialogProps) {
  const { t } = useI18n();
  const dialogRef = useModalDialog();
  const [opened, setOpened] = useState<number | null>(null);

  return (
    <dialog
      ref={dialogRef}
      className="modal versions-dialog"
      aria-labelledby="versions-dialog-title"
      onClose={onClose}
    >
      <h2 id="versions-dialog-title" className="versions-title">
        {opened === null
          ? t('dashboard.versions_of', { name: documentName })
          : t('versions.view_title', { version: opened })}
      </h2>
      {opened === null ? (
        <VersionList userId={userId} documentId={documentId} onOpen={setOpened} />
      ) : (
        <VersionView userId={userId} documentId={documentId} version={opened} />
      )}
      <div className="modal-actions versions-actions">
        {opened !== null && (
          <button type="button" className="button" onClick={() => setOpened(null)}>
            {t('versions.back')}
          </button>
        )}
        <button type="button" className="button primary" onClick={() => dialogRef.current?.close()}>
          {t('versions.close')}
        </button>
      </div>
    </dialog>
  );
}

interface VersionListProps {
  userId: number;
  documentId: number;
  onOpen(version: number): void;
}

function VersionList({ userId, documentId, onOpen }: VersionListProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const versions = useDocumentVersions(userId, documentId);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const restore = useMutation({
    mutationFn: (version: number) => restoreDocumentVersion(documentId, version),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.user(userId) }),
  });

  const confirmRestore = async (version: number) => {
    setConfirming(null);
    try {
      const restored = await restore.mutateAsync(version);
      setOutcome({ ok: true, text: t('versions.restored', { version, newVersion: restored.version }) });
    } catch (error) {
      const reason = error instanceof ApiError ? error.body?.message : undefined;
      setOutcome({ ok: false, text: [t('versions.restore_failed'), reason].filter(Boolean).join(' ') });
    }
  };

  if (!versions.data) {
    return versions.isError ? (
      <p role="alert">{t('versions.load_failed')}</p>
    ) : (
      <p className="muted" role="status">
        {t('versions.loading')}
      </p>
    );
  }
  const latest = versions.data.data[0]?.version;
  return (
    <>
      <div className="versions-table-wrap">
        <table className="versions-table">
          <caption className="visually-hidden">{t('versions.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('versions.column.version')}</th>
              <th scope="col">{t('versions.column.saved_at')}</th>
              <th scope="col">{t('versions.column.description')}</th>
              <th scope="col">{t('versions.column.rated')}</th>
              <th scope="col">{t('teams.version_author')}</th>
              <th scope="col">{t('versions.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {versions.data.data.map((row) => (
              <tr key={row.version} data-version={row.version}>
                <td>
                  {row.version}
                  {row.version === latest && (
                    <span className="versions-latest"> ({t('versions.latest')})</span>
                  )}
                </td>
                <td>
                  <time dateTime={row.created_at}>{formatCreatedAt(row.created_at)}</time>
                </td>
                <td className="versions-description">{row.description}</td>
                <td>{row.rated_codes}</td>
                <td>{row.author ?? t('teams.access.former_member')}</td>
                <td className="versions-row-actions">
                  <button
                    type="button"
                    className="button small"
                    aria-label={t('versions.open_label', { version: row.version })}
                    onClick={() => onOpen(row.version)}
                  >
                    {t('versions.open')}
                  </button>
                  {row.version !== latest && (
                    <button
                      type="button"
                      className="button small"
                      aria-label={t('versions.restore_label', { version: row.version })}
                      disabled={restore.isPending}
                      onClick={() => {
                        setOutcome(null);
                        setConfirming(row.version);
                      }}
                    >
                      {t('versions.restore')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {confirming !== null && (
        <div className="versions-confirm" role="group" aria-labelledby="versions-confirm-title">
          <p id="versions-confirm-title" className="versions-confirm-title">
            {t('versions.restore_title', { version: confirming })}
          </p>
          <p className="muted">{t('versions.restore_text')}</p>
          <div className="actions">
            <button type="button" className="button primary" onClick={() => void confirmRestore(confirming)}>
              {t('versions.restore')}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(null)}>
              {t('alert.cancel')}
            </button>
          </div>
        </div>
      )}
      <p className={`versions-outcome${outcome?.ok === false ? ' is-error' : ''}`} role="status">
        {outcome?.text}
      </p>
    </>
  );
}

function VersionView({
  userId,
  documentId,
  version,
}: {
  userId: number;
  documentId: number;
  version: number;
}) {
  const { t } = useI18n();
  const found = useDocumentVersion(userId, documentId, version);
  if (!found.data) {
    return found.isError ? (
      <p role="alert">{t('versions.load_failed')}</p>
    ) : (
      <p className="muted" role="status">
        {t('versions.loading')}
      </p>
    );
  }
  return <VersionContent version={found.data} />;
}

/** One version, read only: its info fields and its codes with qualifiers and descriptions. */
function VersionContent({ version }: { version: DocumentVersion }) {
  const { t } = useI18n();
  const codes = useCodes().data;
  const entries = Object.entries(version.data);
  return (
    <div className="version-content">
      <p className="muted">{t('versions.saved_at', { date: formatCreatedAt(version.created_at) })}</p>
      <dl className="version-info">
        {documentInfoFields
          .filter((field) => version.info[field] !== '')
          .map((field) => (
            <div key={field} className="version-info-row">
              <dt>{t(field === 'description' ? 'documents.save_description' : `info.${field}`)}</dt>
              <dd>{version.info[field]}</dd>
            </div>
          ))}
      </dl>
      {entries.length === 0 ? (
        <p className="muted">{t('versions.no_codes')}</p>
      ) : (
        <table className="versions-table version-codes">
          <thead>
            <tr>
              <th scope="col">{t('versions.column.code')}</th>
              <th scope="col">{t('versions.column.qualifiers')}</th>
              <th scope="col">{t('versions.column.description')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map(([code, entry]) => (
              <tr key={code}>
                <th scope="row">
                  {code} {codes?.[code]?.name}
                </th>
                <td>{[entry.q1, entry.q2, entry.q3].filter((value) => value !== '').join(' · ')}</td>
                <td className="versions-description">{entry.desc}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
