import { useState } from 'react';
import type { Discipline } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useAuth } from '../../../lib/auth/auth-store';
import { useDocumentRatings } from '../api/document-ratings-api';
import { DisciplineRatingList } from './discipline-rating-list';
import { MemberRatingForm } from './member-rating-form';
import './discipline-ratings.css';

interface CategoryRatingsPanelProps {
  code: string;
  /** The saved team document the draft is, or undefined before its first save. */
  documentId: number | undefined;
  discipline: Discipline;
}

/**
 * The write screen's "Assessed by" of a category in a team evaluation (decision record 0055): who rated it,
 * with discipline and date, and the member's own rating. Closed it is one line; the ratings load when it is
 * opened (one request for the whole document), so a long form paints as before.
 */
export function CategoryRatingsPanel({ code, documentId, discipline }: CategoryRatingsPanelProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <details className="category-ratings" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('rehab_cycle.ratings.title')}</summary>
      {open &&
        (documentId === undefined ? (
          <p className="muted">{t('rehab_cycle.ratings.save_first')}</p>
        ) : (
          <CategoryRatingsFields code={code} documentId={documentId} discipline={discipline} />
        ))}
    </details>
  );
}

function CategoryRatingsFields({
  code,
  documentId,
  discipline,
}: {
  code: string;
  documentId: number;
  discipline: Discipline;
}) {
  const { t } = useI18n();
  const userId = useAuth().user?.id;
  const ratings = useDocumentRatings(documentId);
  if (!ratings.data) {
    return <p className="muted">{ratings.isError ? t('rehab_cycle.ratings.failed') : t('page.loading')}</p>;
  }
  const ofCode = ratings.data.ratings.filter((rating) => rating.code === code);
  return (
    <div className="category-ratings-fields">
      <p className="muted">{t('rehab_cycle.ratings.write_hint')}</p>
      <DisciplineRatingList code={code} ratings={ofCode} />
      <MemberRatingForm
        documentId={documentId}
        code={code}
        discipline={discipline}
        mine={ofCode.find((rating) => rating.user_id === userId)}
      />
    </div>
  );
}
