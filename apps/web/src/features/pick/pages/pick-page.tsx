import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { GridPlaceholder } from '../../../components/grid-placeholder';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageMeta } from '../../../components/page-meta';
import { Pager } from '../../../components/pager';
import { ProductCard } from '../../../components/product-card';
import { useListParams } from '../../../hooks/use-list-params';
import { useTranslation } from '../../../i18n/react';
import { throwUnlessNotFound } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-store';
import { PICK_PAGE_SIZE, pickPageQuery } from '../api/pick-queries';
import { parsePickSlug } from '../api/pick-slug';
import { PickChips, PickSwitch } from '../components/pick-nav';
import '../pick.css';

/** `/pick/{code}-pick/` and `/pick/{code}-choice/`: one curated list, its products in the operators' order. */
export function PickPage() {
  const { t } = useTranslation('pick');
  const slug = parsePickSlug(useParams().slug);
  const locale = useSession((s) => s.language);
  const { page, update } = useListParams();
  const { data, error } = useQuery({
    ...pickPageQuery(slug?.code ?? '', slug?.type ?? 'PICK', page, locale),
    enabled: slug !== undefined,
    throwOnError: throwUnlessNotFound,
  });
  if (!slug || error) return <NotFoundPage />;

  // While another list loads, the previous answer stands in: its menu already names the new list, its products do not.
  const isThisList = data?.group.code === slug.code && data.group.type === slug.type;
  const group = isThisList ? data.group : data?.groups.find((g) => g.code === slug.code && g.type === slug.type);
  const products = isThisList ? data.products : undefined;
  const expected = group ? Math.max(1, Math.min(PICK_PAGE_SIZE, group.productCount - (page - 1) * PICK_PAGE_SIZE)) : 12;

  const handlePage = (next: number) => {
    update({ page: String(next) });
    document.getElementById('pick-title')?.scrollIntoView({ block: 'start' });
  };

  return (
    <main id="main" className="container page pick-page">
      {group && <PageMeta title={group.name} description={t(`intro.${group.type}`)} image={group.image ?? undefined} />}
      <header className={`pick-header pick-header--${slug.type.toLowerCase()}`}>
        <p className="pick-header__kicker">{t(`type.${slug.type}`)}</p>
        <h1 id="pick-title">{group?.name ?? t('loading')}</h1>
        <p className="pick-header__intro">{t(`intro.${slug.type}`)}</p>
        {group && <p className="pick-header__meta">{t('count', { count: group.productCount })}</p>}
      </header>
      {data && <PickSwitch groups={data.groups} current={slug} />}

      <h2 className="visually-hidden">{t('products')}</h2>
      {!products ? (
        <GridPlaceholder expected={expected} kind="products" />
      ) : products.list.length > 0 ? (
        <div className="grid grid--products">
          {products.list.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </div>
      ) : (
        <p className="empty">{t('empty')}</p>
      )}
      {products && <Pager page={page} totalPages={products.totalPages} onPage={handlePage} />}

      {data && <PickChips groups={data.groups} current={slug} />}
    </main>
  );
}
