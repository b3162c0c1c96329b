import type { ConsoleOrderDetail } from '@hive/domain';
import { BuyerFacts } from '../../../../components/console/buyer-facts';
import { Fact } from '../../../../components/console/detail-page';
import { useTranslation } from '../../../../i18n/react';

/** Who ordered: the buyer's profile, with the way to their page in the console. */
export function OrderBuyerCard({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console-orders');
  const { buyer } = order;
  return (
    <section className="console-card" aria-labelledby="co-buyer">
      <h2 id="co-buyer">{t('buyer.title')}</h2>
      <BuyerFacts buyer={buyer} label={(fact) => t(`buyer.${fact}`)}>
        <Fact label={t('buyer.grade')}>{buyer.grade ? `${buyer.grade.name} (${buyer.grade.id})` : '—'}</Fact>
        <Fact label={t('buyer.language')}>{buyer.language}</Fact>
      </BuyerFacts>
    </section>
  );
}
