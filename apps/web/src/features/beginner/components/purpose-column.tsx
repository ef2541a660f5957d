import { guidedPurposes, purposeNumber, type GuidedCatalogue, type GuidedPurpose } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';

interface PurposeColumnProps {
  catalogue: GuidedCatalogue;
  purpose: GuidedPurpose | null;
  onChoose(purpose: GuidedPurpose): void;
}

/** Spec §4: choosing a purpose stores it and validates; a valid choice opens the 'core sets selected' modal. */
export function PurposeColumn({ catalogue, purpose, onChoose }: PurposeColumnProps) {
  const { t } = useI18n();
  return (
    <section className="beginner-column" aria-labelledby="beginner-purpose-title">
      <h2 id="beginner-purpose-title" className="beginner-column-title">
        {t('beginner.purpose.title')}
      </h2>
      <ul className="beginner-options beginner-purposes">
        {guidedPurposes.map((option) => {
          const number = purposeNumber(option);
          const missing = number < 3 && catalogue.flatSets[number as 0 | 1 | 2] === false;
          return (
            <li key={option}>
              <button
                type="button"
                className="beginner-option beginner-purpose"
                aria-pressed={purpose === option}
                aria-describedby={`beginner-purpose-${option}-hint`}
                onClick={() => onChoose(option)}
              >
                <span className="beginner-option-body">
                  <span className="beginner-option-title">{t(`beginner.purpose.${option}`)}</span>
                  <span id={`beginner-purpose-${option}-hint`} className="beginner-option-other">
                    {t(`beginner.purpose.${option}.hint`)}
                    {missing && <span className="beginner-mark">{t('beginner.purpose.unavailable')}</span>}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
