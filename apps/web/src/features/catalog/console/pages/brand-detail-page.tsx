import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ConsoleMain } from '../../../../components/console/console-main';
import { BackLink, DetailPage, detailTexts, useRouteId } from '../../../../components/console/detail-page';
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
    <DetailPage detail={brand} valid={valid} back={<Back />} texts={detailTexts(t, 'brands', 'brands.title')}>
      {(data) => (
        <ConsoleMain
          title={data.names.en}
          back={<Back />}
          lead={
            <Link to={`/admin/products?brandId=${data.id}`}>
              {t('brands.productsLink', { count: data.productCount })}
            </Link>
          }
        >
          <BrandForm
            key={data.id}
            brand={data}
            onSave={async (body, key) => {
              await save.mutateAsync({ body, key });
              toast.info(t('form.saved'));
            }}
          />
        </ConsoleMain>
      )}
    </DetailPage>
  );
}

export function NewBrandPage() {
  const { t } = useTranslation('console-catalog');
  const navigate = useNavigate();
  const save = useSaveBrand(undefined);
  return (
    <ConsoleMain title={t('brands.new')} back={<Back />}>
      <BrandForm
        onSave={async (body, key) => {
          const brand = await save.mutateAsync({ body, key });
          toast.info(t('form.created'));
          navigate(`/admin/brands/${brand.id}`, { replace: true });
        }}
      />
    </ConsoleMain>
  );
}
