import { memo } from 'react';
import type { CodeMap, IcfCode } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { CodeLabel, componentClassOf } from '../../documentation/components/code-label';
import { dispatchSelection } from '../../documentation/draft/draft-store';

export type CodeListAction = 'add' | 'remove';

interface CodeListProps {
  codes: readonly string[];
  codeMap: CodeMap;
  action: CodeListAction;
  label: string;
  className?: string;
}

/**
 * A list of codes with a plus (add) or minus (remove) button each. Rows are memoised, so adding one code
 * to a list of 1,500 re-renders only the list, not every row; off-screen rows skip layout and paint
 * (`content-visibility` in select.css).
 */
export function CodeList({ codes, codeMap, action, label, className }: CodeListProps) {
  return (
    <ul className={`code-list ${className ?? ''}`} aria-label={label}>
      {codes.map((code) => {
        const record = codeMap[code];
        return record ? <CodeRow key={code} record={record} action={action} /> : null;
      })}
    </ul>
  );
}

const CodeRow = memo(function CodeRow({ record, action }: { record: IcfCode; action: CodeListAction }) {
  const { t } = useI18n();
  const onClick = () =>
    dispatchSelection(
      action === 'add' ? { type: 'addCode', code: record.code } : { type: 'removeCode', code: record.code },
    );
  return (
    <li className={`code-row ${componentClassOf(record.code)}`}>
      <CodeLabel record={record} />
      <button
        type="button"
        className={`icon-button code-row-${action}`}
        aria-label={t(action === 'add' ? 'docu.add_code' : 'docu.remove_code', { code: record.code })}
        onClick={onClick}
      >
        <span aria-hidden="true">{action === 'add' ? '+' : '−'}</span>
      </button>
    </li>
  );
});
