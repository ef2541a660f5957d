import { useState, type FormEvent } from 'react';
import type { DisciplineRating, Discipline, RatingValues } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useRateCategory } from '../api/document-ratings-api';
import { RatingValuesFields } from './rating-values-fields';
import './discipline-ratings.css';

interface MemberRatingFormProps {
  documentId: number;
  code: string;
  discipline: Discipline;
  /** The member's rating as saved, if any: the form starts from it. */
  mine: DisciplineRating | undefined;
}

/**
 * A team member's own rating of one category (decision record 0055): their row beside the others', never
 * the document's entry, so two members rating at once never clash.
 */
export function MemberRatingForm({ documentId, code, discipline, mine }: MemberRatingFormProps) {
  const { t } = useI18n();
  const [values, setValues] = useState<RatingValues>({
    q1: mine?.q1 ?? '',
    q2: mine?.q2 ?? '',
    q3: mine?.q3 ?? '',
  });
  const rate = useRateCategory(documentId, code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rate.mutate(values);
  };
  return (
    <form className="member-rating-form" onSubmit={submit}>
      <fieldset>
        <legend>{t('rehab_cycle.ratings.mine', { discipline: t(`discipline.${discipline}`) })}</legend>
        <RatingValuesFields code={code} values={values} onChange={setValues} />
      </fieldset>
      <button type="submit" className="button" disabled={rate.isPending}>
        {t('rehab_cycle.ratings.save_mine')}
      </button>
      <p role="status" className="client-notice">
        {rate.isSuccess ? t('rehab_cycle.ratings.saved') : ''}
      </p>
      {rate.isError && <p role="alert">{t('rehab_cycle.ratings.failed')}</p>}
    </form>
  );
}
