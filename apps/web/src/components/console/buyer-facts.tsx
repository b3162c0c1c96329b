import type { BuyerStatus } from '@hive/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountryCode } from '../country-code';
import { Fact } from './detail-page';
import { BuyerStatusBadge } from './status-badge';

type Buyer = {
  id: number;
  loginId: string;
  companyName: string;
  status: BuyerStatus;
  country: { name: string; code?: string };
  repContactName: string;
  repContactEmail: string;
  phone: string;
};

/**
 * Who a quotation or an order is from, as a detail card's facts: the company (to its page in the console) and login,
 * the account's status, the country, the representative and how to reach them; `children` adds the room's own facts.
 */
export function BuyerFacts({
  buyer,
  label,
  children,
}: {
  buyer: Buyer;
  /** Each fact's label in the room's words. */
  label: (fact: 'company' | 'status' | 'country' | 'contact') => string;
  children?: ReactNode;
}) {
  return (
    <dl className="console-facts">
      <Fact label={label('company')}>
        <Link to={`/admin/buyers/${buyer.id}`}>{buyer.companyName}</Link>
        <span className="console-sub console-mono">{buyer.loginId}</span>
      </Fact>
      <Fact label={label('status')}>
        <BuyerStatusBadge status={buyer.status} />
      </Fact>
      <Fact label={label('country')}>
        <CountryCode code={buyer.country.code} />
        {buyer.country.name}
      </Fact>
      <Fact label={label('contact')}>
        {buyer.repContactName}
        <span className="console-sub">
          <a href={`mailto:${buyer.repContactEmail}`}>{buyer.repContactEmail}</a>
        </span>
        <span className="console-sub">{buyer.phone}</span>
      </Fact>
      {children}
    </dl>
  );
}
