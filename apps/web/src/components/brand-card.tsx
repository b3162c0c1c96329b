import type { BrandRef } from '@hive/domain';
import { Link } from 'react-router';
import './brand-card.css';

export function BrandCard({ brand, detail }: { brand: BrandRef; detail?: string }) {
  return (
    <Link to={`/brand/${brand.id}/`} className="brand-card">
      <img src={brand.logo} alt="" width="72" height="72" loading="lazy" />
      <span className="brand-card__name">{brand.name}</span>
      {detail && <span className="brand-card__detail">{detail}</span>}
    </Link>
  );
}
