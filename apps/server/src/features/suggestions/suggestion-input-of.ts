import type { DocumentSnapshot } from '../../db/schema';
import type { SuggestionInput } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { IcfData } from '../../icf/load-icf-data';

/**
 * A saved document state joined with the ICF reference text in the plan's locale: the input of the prompt
 * and of the offline draft. Codes the classification no longer serves are left out; the rest keep ICF order.
 */
export function suggestionInputOf(snapshot: DocumentSnapshot, icf: IcfData, locale: Locale): SuggestionInput {
  const codes = Object.entries(snapshot.data)
    .flatMap(([code, entry]) => {
      const reference = icf.codes[code];
      if (!reference) return [];
      const title =
        locale === 'kr' && reference.name_translation !== '' ? reference.name_translation : reference.name;
      return [{ order: reference.id, code, title, definition: reference.description, entry }];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ order: _order, ...code }) => code);
  return { locale, info: snapshot.info, codes };
}
