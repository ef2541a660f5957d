import { Link } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import type { DocumentPage } from '@icf/shared';
import { listSearch, pageButtons, pageLink, type DocumentListParams } from './document-list-params';

interface PaginationProps {
  params: DocumentListParams;
  /** The page shown: its number, the last page's, and the cursors to its neighbours. */
  page: Pick<DocumentPage, 'current_page' | 'last_page' | 'next_cursor' | 'prev_cursor'>;
}

/** Spec §2 page-number pagination: previous, the page numbers (the current one marked), next. */
export function Pagination({ params, page: shown }: PaginationProps) {
  const { t } = useI18n();
  const { current_page: currentPage, last_page: lastPage } = shown;
  if (lastPage <= 1) return null;
  const to = (page: number) => ({ search: listSearch(pageLink(params, page, shown)).toString() });
  return (
    <nav className="pagination" aria-label={t('dashboard.pagination')}>
      <ul>
        <li>
          {currentPage > 1 ? (
            <Link className="page-link" to={to(currentPage - 1)} rel="prev">
              {t('dashboard.prev_page')}
            </Link>
          ) : (
            <span className="page-link" aria-disabled="true">
              {t('dashboard.prev_page')}
            </span>
          )}
        </li>
        {pageButtons(currentPage, lastPage).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className="page-link"
                to={to(page)}
                aria-label={t('dashboard.page', { page })}
                aria-current={page === currentPage ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {currentPage < lastPage ? (
            <Link className="page-link" to={to(currentPage + 1)} rel="next">
              {t('dashboard.next_page')}
            </Link>
          ) : (
            <span className="page-link" aria-disabled="true">
              {t('dashboard.next_page')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
