import { useI18n } from '../../../i18n/use-i18n';

interface PagerProps {
  page: number;
  perPage: number;
  total: number;
  onPage(page: number): void;
}

/** Previous and next for the administrator lists, with where the reader is. */
export function Pager({ page, perPage, total, onPage }: PagerProps) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="admin-pager" aria-label={t('admin.page_of', { page, pages })}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.prev')}
      </button>
      <span>
        {t('admin.page_of', { page, pages })} · {t('admin.total', { count: total })}
      </span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.next')}
      </button>
    </nav>
  );
}
