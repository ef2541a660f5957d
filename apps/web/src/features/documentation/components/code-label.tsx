import { componentOfCode, type IcfCode } from '@icf/shared';
import './documentation.css';

/** CSS class that colours a code by its ICF component (--color-b/s/d/e). */
export function componentClassOf(code: string): string {
  return `icf-${componentOfCode(code)}`;
}

/** A code with its English and Korean titles, as every code list shows it (spec §2). */
export function CodeLabel({ record }: { record: IcfCode }) {
  return (
    <span className="code-label">
      <span className="code-label-code">{record.code}</span>{' '}
      <span className="code-label-name">{record.name}</span>
      {record.name_translation && (
        <>
          {' '}
          <span className="code-label-translation">{record.name_translation}</span>
        </>
      )}
    </span>
  );
}
