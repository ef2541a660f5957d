import { useSuggestions } from '../api/list-suggestions';
import { SuggestionPlan } from './suggestion-plan';

/** The table row under a dashboard row that shows its newest finished plan. */
export function SuggestionPlanRow({
  userId,
  documentId,
  colSpan,
}: {
  userId: number;
  documentId: number;
  colSpan: number;
}) {
  const suggestions = useSuggestions(userId, documentId);
  const ready = suggestions.data?.data.find((suggestion) => suggestion.status === 'done');
  if (!ready) return null;
  return (
    <tr className="suggestion-plan-row">
      <td colSpan={colSpan}>
        <SuggestionPlan suggestion={ready} />
      </td>
    </tr>
  );
}
