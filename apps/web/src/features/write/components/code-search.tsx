import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import {
  codeSearchMinLength,
  createCodeSearchIndex,
  searchCodes,
  type CodeMap,
  type IcfCode,
} from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { CodeLabel, componentClassOf, localTitleOf } from '../../documentation';
import { dispatchSelection, useSelectedCodes } from '../../draft';
import { scrollToBlock } from '../scroll-to-block';

/** More rows than anyone scrolls through in a 16rem box; the rest is one refinement away. */
const shownResultLimit = 200;

/**
 * Spec §2/§5 search: a case-insensitive substring search over all category codes from two characters on.
 * With modify on, a click adds an unselected result; otherwise (or for a selected code) it scrolls to
 * the code's block.
 */
export const CodeSearch = memo(function CodeSearch({
  codes,
  modify,
  onNavigate,
}: {
  codes: CodeMap;
  modify: boolean;
  /** Called before going to a code's block (the small-screen drawer closes). */
  onNavigate?: () => void;
}) {
  const { t } = useI18n();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  // Built once per code map: every field lower-cased and joined (packages/shared code-search).
  const index = useMemo(() => createCodeSearchIndex(codes), [codes]);
  const results = useMemo(() => searchCodes(index, deferredQuery), [index, deferredQuery]);
  const selectedCodes = useSelectedCodes();
  const selected = useMemo(() => new Set(selectedCodes), [selectedCodes]);
  const tooShort = deferredQuery.trim().length < codeSearchMinLength;

  const choose = (record: IcfCode) => {
    if (selected.has(record.code)) {
      onNavigate?.();
      scrollToBlock(record.code);
    } else if (modify) dispatchSelection({ type: 'addCode', code: record.code });
  };

  return (
    <div className="code-search">
      <label htmlFor={inputId} className="write-sidebar-label">
        {t('write.search')}
      </label>
      <div className="code-search-input">
        <input
          id={inputId}
          type="search"
          value={query}
          placeholder={t('write.search_placeholder')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        {query !== '' && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('write.search_clear')}
            onClick={() => setQuery('')}
          >
            <span aria-hidden="true">✕</span>
          </button>
        )}
      </div>
      <div className="code-search-results" role="region" aria-label={t('write.search_results')}>
        {tooShort ? (
          <p className="muted code-search-note">{t('write.search_min', { min: codeSearchMinLength })}</p>
        ) : results.length === 0 ? (
          <p className="muted code-search-note">{t('write.search_none')}</p>
        ) : (
          <>
            <ul className="code-search-list">
              {results.slice(0, shownResultLimit).map((record) => (
                <SearchResult
                  key={record.code}
                  record={record}
                  selected={selected.has(record.code)}
                  modify={modify}
                  onChoose={choose}
                />
              ))}
            </ul>
            {results.length > shownResultLimit && (
              <p className="muted code-search-note">
                {t('write.search_more', { shown: shownResultLimit, total: results.length })}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
});

function SearchResult({
  record,
  selected,
  modify,
  onChoose,
}: {
  record: IcfCode;
  selected: boolean;
  modify: boolean;
  onChoose(record: IcfCode): void;
}) {
  const { t, locale } = useI18n();
  const icon = selected ? '✓' : modify ? '+' : null;
  // In modify mode an unselected result adds its code, and says so ("Add d450 Walking").
  const addLabel =
    modify && !selected
      ? t('docu.add_code', { code: record.code, title: localTitleOf(record, locale) })
      : undefined;
  return (
    <li>
      <button
        type="button"
        className={`code-search-result ${componentClassOf(record.code)}${selected ? ' is-selected' : ''}`}
        aria-disabled={!selected && !modify ? true : undefined}
        aria-label={addLabel}
        onClick={() => onChoose(record)}
      >
        <CodeLabel record={record} />
        {icon && (
          <span className={`code-search-icon${selected ? ' is-selected' : ''}`} aria-hidden="true">
            {icon}
          </span>
        )}
        {selected && <span className="visually-hidden">{t('write.search_selected')}</span>}
      </button>
    </li>
  );
}
