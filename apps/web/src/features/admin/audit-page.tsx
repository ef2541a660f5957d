import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { Pager } from './components/pager';
import { useAuditLog } from './api/list-audit';

const perPage = 50;

/** The audit log, newest first: who did what, when, to which record. */
export function AuditPage() {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const { data } = useAuditLog({ page, per_page: perPage });
  const when = new Intl.DateTimeFormat(locale === 'kr' ? 'ko-KR' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <>
      <h2>{t('page.admin_audit')}</h2>
      {!data ? (
        <p>{t('admin.loading')}</p>
      ) : data.data.length === 0 ? (
        <p>{t('admin.audit.none')}</p>
      ) : (
        <ul className="admin-cards">
          {data.data.map((entry) => (
            <li key={entry.id} className="admin-card" data-testid="audit-entry">
              <h4>
                <code>{entry.action}</code> · {when.format(new Date(entry.created_at))}
              </h4>
              <p className="admin-details">{entry.actor}</p>
              <p className="admin-details">
                {t('admin.audit.target', { type: entry.target_type, id: entry.target_id })}
              </p>
              {Object.keys(entry.details).length > 0 && (
                <dl className="admin-audit-details" aria-label={t('admin.audit.details')}>
                  {Object.entries(entry.details).map(([key, value]) => (
                    <div key={key}>
                      <dt>{key}</dt>
                      <dd>{detailText(value)}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={page} perPage={perPage} total={data.total} onPage={setPage} />}
    </>
  );
}

/** A detail's value as a reader takes it in: text as it is, anything nested as compact JSON. */
export function detailText(value: unknown): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export default AuditPage;
