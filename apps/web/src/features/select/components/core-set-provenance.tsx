import { useId } from 'react';
import { componentLetters, type ComponentCounts, type CoreSet } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { formatCreatedAt } from '../../../lib/format-date';

/**
 * Where a set comes from, as a clinician reads it: a small button next to the set opens a native popover
 * (keyboard reachable, Escape and a click outside close it) with the provenance of decision 0011.
 */
export function CoreSetProvenance({ set, name }: { set: CoreSet; name: string }) {
  const { t } = useI18n();
  const id = `core-set-about-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const label = t('core_sets.about_label', { name });
  return (
    <>
      {/* Named after its set ('About ICF Generic Set'): a list of "i" buttons that share one name tells nothing. */}
      <button
        type="button"
        className="core-set-about-button"
        popoverTarget={id}
        aria-label={t('core_sets.about_button', { name })}
        title={label}
      >
        <span aria-hidden="true">i</span>
      </button>
      <div id={id} popover="auto" className="core-set-about" role="dialog" aria-label={label}>
        <p id={`${id}-name`} className="core-set-about-name">
          {name}
        </p>
        <ProvenanceDetails set={set} />
      </div>
    </>
  );
}

function ProvenanceDetails({ set }: { set: CoreSet }) {
  const { t } = useI18n();
  const { provenance } = set;
  switch (provenance.kind) {
    case 'official':
      return (
        <>
          <h3 className="core-set-about-kind is-official">{t('core_sets.official')}</h3>
          <p>{t(`core_sets.verification.${provenance.verification}`)}</p>
          {/* Decision 0045: a list whose counts the publication was not read for says so. */}
          {provenance.countsChecked ? (
            <p className="core-set-about-checked">{t('core_sets.counts_checked')}</p>
          ) : (
            <p>{t('core_sets.counts_not_checked')}</p>
          )}
          <Citations set={set} />
          <CountsTable set={set} counts={provenance.counts} comprehensive={provenance.comprehensiveCounts} />
        </>
      );
    case 'institution':
      return (
        <>
          <h3 className="core-set-about-kind is-institution">{t('core_sets.institution')}</h3>
          <p>{t('core_sets.institution_text')}</p>
          <dl className="core-set-about-facts">
            <dt>{t('core_sets.source')}</dt>
            <dd>{provenance.source}</dd>
          </dl>
          <p className="muted">
            {t('core_sets.imported_at', { date: formatCreatedAt(provenance.importedAt) })}
          </p>
          <Citations set={set} />
          <CountsTable set={set} counts={provenance.counts} comprehensive={provenance.comprehensiveCounts} />
        </>
      );
    case 'personal':
      return (
        <>
          <h3 className="core-set-about-kind is-personal">{t('core_sets.personal')}</h3>
          <p>{t('core_sets.personal_text')}</p>
          {provenance.note && (
            <dl className="core-set-about-facts">
              <dt>{t('core_sets.note')}</dt>
              <dd className="core-set-about-note">{provenance.note}</dd>
            </dl>
          )}
          <p className="muted">
            {t('core_sets.updated_at', { date: formatCreatedAt(provenance.updatedAt) })}
          </p>
          <CountsTable set={set} counts={provenance.counts} comprehensive={null} />
        </>
      );
  }
}

function Citations({ set }: { set: CoreSet }) {
  const { t } = useI18n();
  if (set.sources.length === 0) return null;
  return (
    <>
      <h4 className="core-set-about-heading">{t('core_sets.citations')}</h4>
      <ul className="core-set-about-citations">
        {set.sources.map((source) => (
          <li key={source.citation}>
            {source.url ? (
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.citation}
              </a>
            ) : (
              source.citation
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The list's size per component; for a Brief list also the Comprehensive list's (`codes` + `codes_diff`). */
function CountsTable({
  set,
  counts,
  comprehensive,
}: {
  set: CoreSet;
  counts: ComponentCounts;
  comprehensive: ComponentCounts | null;
}) {
  const { t } = useI18n();
  const rows = [
    {
      key: 'list',
      label: set.list === 'single' ? t('core_sets.size.this_list') : t(`select.list.${set.list}`),
      counts,
    },
  ];
  if (comprehensive && set.list === 'brief') {
    rows.push({ key: 'comprehensive', label: t('core_sets.size.comprehensive'), counts: comprehensive });
  }
  return (
    <table className="core-set-about-counts">
      <caption>{t('core_sets.size')}</caption>
      <thead>
        <tr>
          <td />
          {componentLetters.map((letter) => (
            <th key={letter} scope="col">
              <abbr title={t(`component.${letter}`)}>{letter}</abbr>
            </th>
          ))}
          <th scope="col">{t('core_sets.size.total')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {componentLetters.map((letter) => (
              <td key={letter}>{row.counts[letter]}</td>
            ))}
            <td>{row.counts.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
