import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ConsoleMain } from '../../../../components/console/console-main';
import { BackLink, DetailPage, detailTexts, useRouteId } from '../../../../components/console/detail-page';
import { useTranslation } from '../../../../i18n/react';
import { toast } from '../../../../lib/toast-client';
import { productQuery, useSaveProduct } from '../api/catalog-console-queries';
import '../catalog-console.css';
import { ProductCertificates } from '../components/product-certificates';
import { ProductForm } from '../components/product-form';
import { ProductImages } from '../components/product-images';

function Back() {
  const { t } = useTranslation('console-catalog');
  return <BackLink to="/admin/products">{t('products.back')}</BackLink>;
}

/** A product's page: its pictures and its form; a saved change is what buyers see at their next page. */
export function ProductDetailPage() {
  const { t } = useTranslation('console-catalog');
  const { id, valid } = useRouteId();
  const product = useQuery({ ...productQuery(id), enabled: valid });
  const save = useSaveProduct(id);
  return (
    <DetailPage detail={product} valid={valid} back={<Back />} texts={detailTexts(t, 'products', 'products.title')}>
      {(data) => (
        <ConsoleMain
          title={data.names.en}
          back={<Back />}
          lead={data.sku}
          leadClassName="console-muted console-mono"
          actions={
            <a
              className="console-button console-button--ghost"
              href={`/product/${data.id}/`}
              target="_blank"
              rel="noreferrer"
            >
              {t('products.viewInStore')}
            </a>
          }
        >
          <ProductImages product={data} />
          <ProductCertificates product={data} />
          <ProductForm
            key={data.id}
            product={data}
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

export function NewProductPage() {
  const { t } = useTranslation('console-catalog');
  const navigate = useNavigate();
  const save = useSaveProduct(undefined);
  return (
    <ConsoleMain title={t('products.new')} back={<Back />} lead={t('products.newLead')}>
      <ProductForm
        onSave={async (body, key) => {
          const product = await save.mutateAsync({ body, key });
          toast.info(t('form.created'));
          navigate(`/admin/products/${product.id}`, { replace: true });
        }}
      />
    </ConsoleMain>
  );
}
