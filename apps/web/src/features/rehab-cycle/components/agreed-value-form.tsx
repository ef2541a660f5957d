import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CodeEntry, RatingValues } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useAuth } from '../../../lib/auth/auth-store';
import { clientKeys } from '../../client-data';
import { useSetAgreedRating } from '../api/document-ratings-api';
import { RatingValuesFields } from './rating-values-fields';
import './discipline-ratings.css';

interface AgreedValueFormProps {
  clientId: number;
  documentId: number;
  code: string;
  entry: CodeEntry | undefined;
}

/**
 * The value the team agreed for a category at the meeting (decision record 0055): the document's entry, saved
 * as its next version, which forms, comparisons and FHIR use. Any member sets it.
 */
export function AgreedValueForm({ clientId, documentId, code, entry }: AgreedValueFormProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? 0;
  const [values, setValues] = useState<RatingValues>({
    q1: entry?.q1 ?? '',
    q2: entry?.q2 ?? '',
    q3: entry?.q3 ?? '',
  });
  const agree = useSetAgreedRating(documentId, code, () =>
    queryClient.invalidateQueries({ queryKey: clientKeys.one(userId, clientId) }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    agree.mutate(values);
  };
  return (
    <form className="agreed-value-form" onSubmit={submit}>
      <fieldset>
        <legend>{t('rehab_cycle.ratings.agreed')}</legend>
        <p className="muted">{t('rehab_cycle.ratings.agreed_hint')}</p>
        <RatingValuesFields code={code} values={values} onChange={setValues} />
      </fieldset>
      <button type="submit" className="button" disabled={agree.isPending}>
        {t('rehab_cycle.ratings.set_agreed')}
      </button>
      <p role="status" className="client-notice">
        {agree.isSuccess ? t('rehab_cycle.ratings.agreed_saved') : ''}
      </p>
      {agree.isError && <p role="alert">{t('rehab_cycle.ratings.failed')}</p>}
    </form>
  );
}
