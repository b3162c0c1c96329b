import type { ConsoleQuotationDetail } from '@hive/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/react';

type Line = ConsoleQuotationDetail['lines'][number];

/**
 * A requested product as both line tables show it: its name (`name`), then SKU, brand, MOQ and whether it sold out or
 * was withdrawn (hidden, or of a hidden brand).
 */
export function LineProduct({ line, name }: { line: Line; name: ReactNode }) {
  const { t } = useTranslation('console-quotations');
  return (
    <>
      {name}
      <span className="console-sub">
        <span className="console-mono">{line.sku}</span> · {line.brand.name} · {t('lines.moq', { moq: line.moq })}
        {!line.exist && <span className="cq-warn"> · {t(line.withdrawn ? 'lines.withdrawn' : 'lines.soldOut')}</span>}
      </span>
    </>
  );
}
