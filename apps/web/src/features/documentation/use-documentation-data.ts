import { useDeferredValue, useEffect } from 'react';
import {
  createSelectionCatalogue,
  type CodeMap,
  type CoreSetGroup,
  type SelectionCatalogue,
} from '@icf/shared';
import { useCodes, useCoreSets } from '../icf-data';
import { attachCatalogue, useAttachedCatalogue } from '../draft';

let cached: { codes: CodeMap; groups: CoreSetGroup[]; catalogue: SelectionCatalogue } | null = null;

/** One catalogue per loaded code map and set list (both are fetched once and never refetched). */
function catalogueFor(codes: CodeMap, groups: CoreSetGroup[]): SelectionCatalogue {
  if (cached?.codes !== codes || cached.groups !== groups) {
    cached = {
      codes,
      groups,
      catalogue: createSelectionCatalogue(
        codes,
        groups.flatMap((group) => group.sets),
      ),
    };
  }
  return cached.catalogue;
}

export type DocumentationData =
  | { ready: false; failed: boolean }
  | { ready: true; codes: CodeMap; groups: CoreSetGroup[]; catalogue: SelectionCatalogue };

/**
 * Codes and core sets for the select and write screens, fetched if start-up has not loaded them yet (a
 * direct visit). Ready once the draft has been reconciled with them, so a screen never shows a selection
 * made against another catalogue. The catalogue is built from deferred values and the screen that readiness
 * opens (the draft's code blocks, the code lists) is rendered as one, at transition priority: an arriving
 * answer re-renders its readers at once, in one task (the query cache is an external store), so that render
 * only schedules the work, which React then does in slices of a few milliseconds (decision record 0039).
 */
export function useDocumentationData(): DocumentationData {
  const codes = useCodes();
  const sets = useCoreSets();
  const codeMap = useDeferredValue(codes.data);
  const groups = useDeferredValue(sets.data);
  const catalogue = codeMap && groups ? catalogueFor(codeMap, groups) : null;
  const attached = useAttachedCatalogue();
  useEffect(() => {
    if (catalogue) attachCatalogue(catalogue);
  }, [catalogue]);
  const ready = catalogue !== null && attached === catalogue;
  const shown = useDeferredValue(ready);
  if (!codeMap || !groups || !catalogue || !ready || !shown) {
    return { ready: false, failed: codes.isError || sets.isError };
  }
  return { ready: true, codes: codeMap, groups, catalogue };
}
