import type { ConsoleOrderDetail } from '@hive/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '../../../components/console/detail-page';
import { BuyerStatusBadge } from '../../../components/console/status-badge';

/** Who ordered: the buyer's profile, with the way to their page in the console. */
export function OrderBuyerCard({ order }: { order: ConsoleOrderDetail }) {
  const { t } = useTranslation('console-orders');
  const { buyer } = order;
  return (
    <section className="console-card" aria-labelledby="co-buyer">
      <h2 id="co-buyer">{t('buyer.title')}</h2>
      <dl className="console-facts">
        <Fact label={t('buyer.company')}>
          <Link to={`/admin/buyers/${buyer.id}`}>{buyer.companyName}</Link>
          <span className="console-sub console-mono">{buyer.loginId}</span>
        </Fact>
        <Fact label={t('buyer.status')}>
          <BuyerStatusBadge status={buyer.status} />
        </Fact>
        <Fact label={t('buyer.country')}>{buyer.country.name}</Fact>
        <Fact label={t('buyer.contact')}>
          {buyer.repContactName}
          <span className="console-sub">
            <a href={`mailto:${buyer.repContactEmail}`}>{buyer.repContactEmail}</a>
          </span>
          <span className="console-sub">{buyer.phone}</span>
        </Fact>
        <Fact label={t('buyer.grade')}>{buyer.grade ? `${buyer.grade.name} (${buyer.grade.id})` : '—'}</Fact>
        <Fact label={t('buyer.language')}>{buyer.language}</Fact>
      </dl>
    </section>
  );
}
