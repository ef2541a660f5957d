import type { DisciplineRating } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { formatLongDate } from '../../../lib/format-date';
import { ratingText } from './rating-values-fields';
import './discipline-ratings.css';

/**
 * Who assessed a category (decision record 0055): each member's rating with their discipline, name and date.
 * Not who answers for its intervention: that is the plan's "Responsible" (decision record 0034).
 */
export function DisciplineRatingList({
  code,
  ratings,
}: {
  code: string;
  ratings: readonly DisciplineRating[];
}) {
  const { t, locale } = useI18n();
  if (ratings.length === 0) return <p className="muted">{t('rehab_cycle.ratings.none')}</p>;
  return (
    <ul className="discipline-ratings">
      {ratings.map((rating, index) => (
        <li key={`${rating.user_id ?? 'former'}-${index}`}>
          <strong>{ratingText(code, rating, t)}</strong>{' '}
          <span>
            {t('rehab_cycle.ratings.by', {
              discipline: t(`discipline.${rating.discipline}`),
              name: rating.user_name ?? t('rehab_cycle.ratings.former_member'),
              date: formatLongDate(rating.rated_at, locale),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
