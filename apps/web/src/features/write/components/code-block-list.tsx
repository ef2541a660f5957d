import { memo } from 'react';
import { Link } from 'react-router';
import type { CodeMap } from '@icf/shared';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { useSelectedCodes } from '../../documentation/draft/use-draft';
import { CodeBlock } from './code-block';

/** One block per selected code, in ICF order. Re-renders only when the list of selected codes changes. */
export const CodeBlockList = memo(function CodeBlockList({
  codes,
  modify,
}: {
  codes: CodeMap;
  modify: boolean;
}) {
  const { t } = useI18n();
  const selectedCodes = useSelectedCodes();
  if (selectedCodes.length === 0) {
    return (
      <div className="write-empty">
        <p className="muted">{t('write.no_codes')}</p>
        <Link to={paths.select} className="button primary">
          {t('write.go_select')}
        </Link>
      </div>
    );
  }
  return (
    <div className="code-blocks">
      {selectedCodes.map((code) => {
        const record = codes[code];
        return record ? <CodeBlock key={code} record={record} modify={modify} /> : null;
      })}
    </div>
  );
});
