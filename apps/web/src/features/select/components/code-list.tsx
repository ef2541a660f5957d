import { memo, type MouseEvent } from 'react';
import type { CodeMap, IcfCode } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { CodeLabel, componentClassOf, localTitleOf, focusAfterRemoval } from '../../documentation';
import { dispatchSelection } from '../../draft';

export type CodeListAction = 'add' | 'remove';

interface CodeListProps {
  codes: readonly string[];
  codeMap: CodeMap;
  action: CodeListAction;
  label: string;
  /** What gets focus when the last row leaves the list. */
  emptyFocus(): HTMLElement | null;
  className?: string;
}

/**
 * A list of codes with a plus (add) or minus (remove) button each. Rows are memoised, so adding one code
 * to a list of 1,500 re-renders only the list, not every row; off-screen rows skip layout and paint
 * (`content-visibility` in select.css).
 */
export function CodeList({ codes, codeMap, action, label, emptyFocus, className }: CodeListProps) {
  return (
    <ul className={`code-list ${className ?? ''}`} aria-label={label}>
      {codes.map((code) => {
        const record = codeMap[code];
        return record ? <CodeRow key={code} record={record} action={action} emptyFocus={emptyFocus} /> : null;
      })}
    </ul>
  );
}

const CodeRow = memo(function CodeRow({
  record,
  action,
  emptyFocus,
}: {
  record: IcfCode;
  action: CodeListAction;
  emptyFocus(): HTMLElement | null;
}) {
  const { t, locale } = useI18n();
  // Either way the row leaves this list: its neighbour's button takes the focus and never drops to <body>.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    focusAfterRemoval(event.currentTarget, {
      row: 'li',
      control: `.code-row-${action}`,
      fallback: emptyFocus,
    });
    dispatchSelection(
      action === 'add' ? { type: 'addCode', code: record.code } : { type: 'removeCode', code: record.code },
    );
  };
  return (
    <li className={`code-row ${componentClassOf(record.code)}`}>
      <CodeLabel record={record} />
      <button
        type="button"
        className={`icon-button code-row-${action}`}
        aria-label={t(action === 'add' ? 'docu.add_code' : 'docu.remove_code', {
          code: record.code,
          title: localTitleOf(record, locale),
        })}
        onClick={onClick}
      >
        <span aria-hidden="true">{action === 'add' ? '+' : '−'}</span>
      </button>
    </li>
  );
});
