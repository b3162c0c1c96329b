import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ConsoleTitle } from '../../../../components/console/console-title';
import { BackLink, DetailPage, useRouteId } from '../../../../components/console/detail-page';
import { useTranslation } from '../../../../i18n/react';
import { toast } from '../../../../lib/toast-client';
import { brandQuery, useSaveBrand } from '../api/catalog-console-queries';
import '../catalog-console.css';
import { BrandForm } from '../components/brand-form';

function Back() {
  const { t } = useTranslation('console-catalog');
  return <BackLink to="/admin/brands">{t('brands.back')}</BackLink>;
}

export function BrandDetailPage() {
  const { t } = useTranslation('console-catalog');
  const { id, valid } = useRouteId();
  const brand = useQuery({ ...brandQuery(id), enabled: valid });
  const save = useSaveBrand(id);
  return (
    <DetailPage
      detail={brand}
      valid={valid}
      back={<Back />}
      texts={{
        notFound: t('brands.notFound'),
        notFoundLead: t('brands.notFoundLead'),
        failedTitle: t('brands.title'),
        retry: t('retry'),
        loading: t('loading'),
      }}
    >
      {(data) => (
        <main id="main" className="console-main">
          <ConsoleTitle title={data.names.en} />
          <Back />
          <div className="console-page-head">
            <div>
              <h1>{data.names.en}</h1>
              <p className="console-muted">
                <Link to={`/admin/products?brandId=${data.id}`}>
                  {t('brands.productsLink', { count: data.productCount })}
                </Link>
              </p>
            </div>
          </div>
          <BrandForm
            key={data.id}
            brand={data}
            onSave={async (body, key) => {
              await save.mutateAsync({ body, key });
              toast.info(t('form.saved'));
            }}
          />
        </main>
      )}
    </DetailPage>
  );
}

export function NewBrandPage() {
  const { t } = useTranslation('console-catalog');
  const navigate = useNavigate();
  const save = useSaveBrand(undefined);
  return (
    <main id="main" className="console-main">
      <ConsoleTitle title={t('brands.new')} />
      <Back />
      <div className="console-page-head">
        <div>
          <h1>{t('brands.new')}</h1>
        </div>
      </div>
      <BrandForm
        onSave={async (body, key) => {
          const brand = await save.mutateAsync({ body, key });
          toast.info(t('form.created'));
          navigate(`/admin/brands/${brand.id}`, { replace: true });
        }}
      />
    </main>
  );
}
