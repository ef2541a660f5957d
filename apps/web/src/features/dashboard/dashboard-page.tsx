import { useOnline } from '../../lib/online-status';
import { Fragment, useCallback, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { documentPageDefaultSize, type DocumentPage, type DocumentSummary } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { showAlert } from '../../components/feedback/alert-store';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { formatCreatedAt } from '../../lib/format-date';
import { useAuth } from '../../lib/auth/auth-store';
import { confirmReplacingDraft, forgetDocumentId, getDraft, importDraft, resetDraftClient } from '../draft';
import { useDeleteDocument, getDocument, documentKeys, useDocumentList } from '../document-data';
import { VersionsDialog, documentName } from '../documents';
import { savedExportContent, useDocumentExport } from '../export';
import { CsvExportLink, FhirExportLink } from '../interoperability';
import { SuggestionCell, SuggestionPlanRow } from '../suggestions';
import { DownloadModal, type DownloadForm } from '../write';
import { AttachDocumentForm, ClientFilter } from '../clients';
import { TeamScopeSwitch } from '../teams';
import { DashboardNotice } from './dashboard-notice';
import {
  atPage,
  listSearch,
  pageAfterDelete,
  readListParams,
  rowNumber,
  sortBy,
  type DocumentListParams,
  type SortableColumn,
} from './document-list-params';
import { Pagination } from './pagination';
import './dashboard.css';

/** Spec §2 dashboard: the signed-in user's saved documents, a page at a time. */
export function DashboardPage() {
  const { user } = useAuth();
  // The route's guard loaded the user; null only for the moment a logout takes.
  if (!user) return null;
  // Keyed by user: nothing of one account's list survives into the next one's page.
  return <DocumentsDashboard key={user.id} userId={user.id} />;
}

function DocumentsDashboard({ userId }: { userId: number }) {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const list = useDocumentList(userId, {
    page: params.page,
    per_page: documentPageDefaultSize,
    order_by_column: params.sort,
    order_by: params.order,
    client_id: params.client,
    team_id: params.team,
    cursor: params.cursor,
  });
  const page = list.data;
  const online = useOnline();
  // Owned here, not by the table: a delete that moves to another page can remount the table (the address
  // follows the server's page), and the focus that follows the delete must find the table shown now.
  const tableRef = useRef<HTMLTableElement>(null);
  const showParams = (next: DocumentListParams) => setSearchParams(listSearch(next));

  // A page past the end (an old link, documents deleted elsewhere) is answered with the last page (decision
  // record 0042): the address follows it.
  // The previous page shown while the next one loads is not that answer: wait for the answer itself.
  if (page && !list.isPlaceholderData && page.current_page < params.page) {
    return <Navigate replace to={{ search: listSearch(atPage(params, page.current_page)).toString() }} />;
  }

  return (
    <div className="dashboard-page">
      <header className="dashboard-head">
        <h1>{t('page.dashboard')}</h1>
        {page && page.total > 0 && (
          <span className="muted dashboard-total">{t('dashboard.total', { total: page.total })}</span>
        )}
        {page && page.total > 0 && <CsvExportLink clientId={params.client} />}
      </header>
      <TeamScopeSwitch
        team={params.team}
        onChange={(team) => showParams({ page: 1, sort: params.sort, order: params.order, team })}
      />
      <DashboardNotice />
      {!online && (
        // Decision record 0026: the list and its suggestions need the server; offline the query just waits.
        <p className="dashboard-state muted" data-testid="dashboard-offline">
          {t('offline.dashboard_needs_connection')}
        </p>
      )}
      {/* The client filter and attaching list the user's own clients: a team's list shows the team's documents. */}
      {params.team === undefined && (
        <ClientFilter
          client={params.client}
          onChange={(client) => showParams({ ...atPage(params, 1), client })}
        />
      )}
      {page === undefined ? (
        list.isError ? (
          <div className="dashboard-state" role="alert">
            <p>{t('dashboard.load_failed')}</p>
            <button type="button" className="button" onClick={() => void list.refetch()}>
              {t('dashboard.retry')}
            </button>
          </div>
        ) : online ? (
          <p className="dashboard-state muted" role="status">
            {t('dashboard.loading')}
          </p>
        ) : null
      ) : page.total === 0 ? (
        <div className="dashboard-state dashboard-empty">
          <h2 id="dashboard-empty-title" tabIndex={-1}>
            {t('dashboard.empty')}
          </h2>
          <p className="muted">{t('dashboard.empty_hint')}</p>
          <Link to={paths.select} className="button primary">
            {t('dashboard.start')}
          </Link>
        </div>
      ) : (
        <>
          <DocumentTable
            tableRef={tableRef}
            userId={userId}
            page={page}
            params={params}
            busy={list.isPlaceholderData}
            onParamsChange={showParams}
          />
          <Pagination params={params} page={page} />
          {params.team === undefined && (
            <AttachDocumentForm documents={page.data} numberOf={(index) => rowNumber(page, index)} />
          )}
        </>
      )}
    </div>
  );
}

interface DocumentTableProps {
  tableRef: RefObject<HTMLTableElement | null>;
  userId: number;
  page: DocumentPage;
  params: DocumentListParams;
  busy: boolean;
  onParamsChange(params: DocumentListParams): void;
}

function DocumentTable({ tableRef, userId, page, params, busy, onParamsChange }: DocumentTableProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteMutation = useDeleteDocument(userId);
  const [working, setWorking] = useState<number | null>(null);
  const [versionsOf, setVersionsOf] = useState<{ id: number; name: string } | null>(null);
  const [downloadOf, setDownloadOf] = useState<number | null>(null);
  const [planOf, setPlanOf] = useState<number | null>(null);
  const closeDownload = useCallback(() => setDownloadOf(null), []);
  const documentExport = useDocumentExport();

  /** Spec §4 import: the document replaces the draft (asking first if that throws work away), then /write. */
  const importDocument = async (summary: DocumentSummary) => {
    if (!(await confirmReplacingDraft(t))) return;
    setWorking(summary.id);
    try {
      const document = await getDocument(summary.id);
      importDraft({
        id: document.id,
        version: document.version,
        info: document.info,
        sets: document.sets,
        data: document.data,
      });
      resetDraftClient(document.client_id ?? null);
      void navigate(paths.write);
    } catch (error) {
      setWorking(null);
      // Most likely deleted meanwhile (another tab or device): the list shows what is left.
      void queryClient.invalidateQueries({ queryKey: documentKeys.user(userId) });
      await showActionFailure(error, t('documents.import_failed'));
    }
  };

  /** Spec §4/§5/§8 delete: confirmation, soft delete, 'Your document has been deleted.', the list refreshed. */
  const deleteDocument = async (summary: DocumentSummary, index: number) => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('documents.delete_title'),
      text: t('documents.delete_text'),
      confirmText: t('documents.delete_confirm'),
      cancelText: t('documents.delete_cancel'),
    });
    if (!answer.confirmed) return;
    setWorking(summary.id);
    try {
      await deleteMutation.mutateAsync(summary.id);
    } catch (error) {
      setWorking(null);
      await showActionFailure(error, t('documents.delete_failed'));
      return;
    }
    setWorking(null);
    // The draft of a deleted document would update nothing: its next save creates a new document.
    if (getDraft().documentId === summary.id) forgetDocumentId();
    // The list refreshes on this page, or on the previous one if this one became empty.
    const next = pageAfterDelete(page);
    if (next !== page.current_page) onParamsChange(atPage(params, next));
    await showAlert({ icon: 'success', title: t('documents.deleted') });
    // The row and its button are gone: focus the row that took its place (or the one before), else the table.
    // On the previous page, the row before the deleted one is that page's last.
    focusDeleteButtonNear(tableRef.current, next === page.current_page ? index : Number.POSITIVE_INFINITY);
  };

  return (
    <div className="documents-table-wrap">
      <table ref={tableRef} className="documents-table" tabIndex={-1} aria-busy={busy || undefined}>
        <caption className="visually-hidden">{t('dashboard.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="col-number">
              {t('dashboard.column.number')}
            </th>
            <SortableHeader
              column="client"
              labelKey="dashboard.column.client"
              {...{ params, onParamsChange }}
            />
            <th scope="col">{t('dashboard.column.description')}</th>
            <SortableHeader
              column="created_at"
              labelKey="dashboard.column.created_at"
              {...{ params, onParamsChange }}
            />
            <th scope="col" className="col-action">
              {t('dashboard.column.copy')}
            </th>
            <th scope="col" className="col-action">
              {t('dashboard.column.versions')}
            </th>
            <th scope="col" className="col-action">
              {t('dashboard.column.import')}
            </th>
            <th scope="col" className="col-action">
              {t('dashboard.column.delete')}
            </th>
            <th scope="col" className="col-suggestion">
              {t('suggestions.column')}
            </th>
          </tr>
        </thead>
        <tbody>
          {page.data.map((summary, index) => {
            const name = documentName(summary, t);
            return (
              <Fragment key={summary.id}>
                <tr>
                  <td className="col-number">{rowNumber(page, index)}</td>
                  <td className="col-client">{summary.client}</td>
                  <td className="col-description">{summary.description}</td>
                  <td className="col-created">
                    <time dateTime={summary.created_at}>{formatCreatedAt(summary.created_at)}</time>
                  </td>
                  <td className="col-action">
                    <button
                      type="button"
                      className="button small"
                      onClick={() =>
                        void documentExport.copy(getDocument(summary.id).then(savedExportContent))
                      }
                    >
                      {t('dashboard.copy')}
                    </button>
                  </td>
                  <td className="col-action">
                    <button
                      type="button"
                      className="button small"
                      aria-label={t('dashboard.versions_of', { name })}
                      onClick={() => setVersionsOf({ id: summary.id, name })}
                    >
                      {t('dashboard.versions')}
                    </button>
                  </td>
                  <td className="col-action">
                    <button
                      type="button"
                      className="button small primary"
                      disabled={working !== null}
                      onClick={() => void importDocument(summary)}
                    >
                      {t('dashboard.import')}
                    </button>{' '}
                    <button
                      type="button"
                      className="button small"
                      aria-label={t('dashboard.download_of', { name })}
                      onClick={() => setDownloadOf(summary.id)}
                    >
                      {t('dashboard.download')}
                    </button>{' '}
                    <FhirExportLink documentId={summary.id} documentName={name} />
                  </td>
                  <td className="col-action">
                    <button
                      type="button"
                      className="button small danger-outline"
                      disabled={working !== null}
                      onClick={() => void deleteDocument(summary, index)}
                    >
                      {t('dashboard.delete')}
                    </button>
                  </td>
                  <td className="col-suggestion">
                    <SuggestionCell
                      userId={userId}
                      documentId={summary.id}
                      documentName={name}
                      planOpen={planOf === summary.id}
                      onTogglePlan={() => setPlanOf(planOf === summary.id ? null : summary.id)}
                    />
                  </td>
                </tr>
                {planOf === summary.id && (
                  <SuggestionPlanRow userId={userId} documentId={summary.id} colSpan={9} />
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
      {downloadOf !== null && (
        <DashboardDownload
          documentId={downloadOf}
          download={documentExport.download}
          onClose={closeDownload}
        />
      )}
      {versionsOf && (
        <VersionsDialog
          userId={userId}
          documentId={versionsOf.id}
          documentName={versionsOf.name}
          onClose={() => setVersionsOf(null)}
        />
      )}
    </div>
  );
}

const pdfForms = [1, 2, 3, 4] as const satisfies readonly DownloadForm[];

interface DashboardDownloadProps {
  documentId: number;
  download: ReturnType<typeof useDocumentExport>['download'];
  onClose(): void;
}

/** "Modify or download": a saved document as any of the four PDF forms, without importing it first. */
function DashboardDownload({ documentId, download, onClose }: DashboardDownloadProps) {
  const [form, setForm] = useState<DownloadForm | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async (chosen: DownloadForm) => {
    if (chosen === 5) return;
    setBusy(true);
    setError(null);
    const failure = await download(getDocument(documentId).then(savedExportContent), chosen);
    setBusy(false);
    if (failure) setError(failure);
    else onClose();
  };
  return (
    <DownloadModal
      forms={pdfForms}
      form={form}
      busy={busy}
      error={error}
      onFormChange={setForm}
      onClose={onClose}
      onConfirm={(chosen) => void confirm(chosen)}
    />
  );
}

interface SortableHeaderProps {
  column: SortableColumn;
  labelKey: MessageKey;
  params: DocumentListParams;
  onParamsChange(params: DocumentListParams): void;
}

/** A column header that sorts the list by its column (a second click reverses the order). */
function SortableHeader({ column, labelKey, params, onParamsChange }: SortableHeaderProps) {
  const { t } = useI18n();
  const active = params.sort === column;
  const direction = params.order === 'asc' ? 'ascending' : 'descending';
  return (
    <th scope="col" aria-sort={active ? direction : 'none'}>
      <button
        type="button"
        className="sort-button"
        title={t('dashboard.sort_by', { column: t(labelKey) })}
        onClick={() => onParamsChange(sortBy(params, column))}
      >
        {t(labelKey)}
        <span className="sort-indicator" aria-hidden="true">
          {active ? (params.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * A failed import or delete: a 401 has its own 'Session Expired!' alert and a ≥500 the generic one (both
 * shown by the API client); anything else (a document deleted meanwhile) says what failed, with the server's
 * message when there is one.
 */
async function showActionFailure(error: unknown, title: string): Promise<void> {
  if (error instanceof ApiError && (error.status === 401 || error.status >= 500)) return;
  const text = error instanceof ApiError ? error.body?.message : undefined;
  await showAlert({ icon: 'error', title, text });
}

export default DashboardPage;

/**
 * After a delete: the delete button now at the deleted row's place, or the last one, or the table itself; with
 * no document left (the table is gone), the empty list's heading.
 */
function focusDeleteButtonNear(table: HTMLTableElement | null, index: number): void {
  if (!table) {
    document.getElementById('dashboard-empty-title')?.focus();
    return;
  }
  const buttons = table.querySelectorAll<HTMLButtonElement>('tbody .col-action .danger-outline');
  (buttons[Math.min(index, buttons.length - 1)] ?? table).focus();
}
