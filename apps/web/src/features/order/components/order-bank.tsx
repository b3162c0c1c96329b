import type { BuyerOrderDetail } from '@hive/domain';
import { CopyButton } from '../../../components/copy-button';
import { useTranslation } from '../../../i18n/react';

type Bank = NonNullable<BuyerOrderDetail['bank']>;
const FIELDS = ['bankName', 'accountName', 'accountNumber', 'swift', 'bankAddress'] as const;
/** What the buyer types into their bank's form: these can be copied. */
const COPIED: ReadonlySet<keyof Bank> = new Set(['accountNumber', 'swift']);

/** The marketplace's bank account the transfer goes to. */
export function OrderBank({ bank }: { bank: Bank }) {
  const { t } = useTranslation('order');
  return (
    <dl className="order-facts order-bank">
      {FIELDS.map((field) => (
        <div key={field}>
          <dt>{t(`payment.bank.${field}`)}</dt>
          <dd>
            {bank[field]}
            {COPIED.has(field) && (
              <>
                {' '}
                <CopyButton value={bank[field]} what={t(`payment.bank.${field}`)} />
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
