import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ConsoleTitle } from '../../../../components/console/console-title';
import { BackLink, DetailPage, useRouteId } from '../../../../components/console/detail-page';
import { useTranslation } from '../../../../i18n/react';
import { toast } from '../../../../lib/toast-client';
import { productQuery, useSaveProduct } from '../api/catalog-console-queries';
import '../catalog-console.css';
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
    <DetailPage
      detail={product}
      valid={valid}
      back={<Back />}
      texts={{
        notFound: t('products.notFound'),
        notFoundLead: t('products.notFoundLead'),
        failedTitle: t('products.title'),
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
              <p className="console-muted console-mono">{data.sku}</p>
            </div>
            <a
              className="console-button console-button--ghost"
              href={`/product/${data.id}/`}
              target="_blank"
              rel="noreferrer"
            >
              {t('products.viewInStore')}
            </a>
          </div>
          <ProductImages product={data} />
          <ProductForm
            key={data.id}
            product={data}
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

export function NewProductPage() {
  const { t } = useTranslation('console-catalog');
  const navigate = useNavigate();
  const save = useSaveProduct(undefined);
  return (
    <main id="main" className="console-main">
      <ConsoleTitle title={t('products.new')} />
      <Back />
      <div className="console-page-head">
        <div>
          <h1>{t('products.new')}</h1>
          <p className="console-muted">{t('products.newLead')}</p>
        </div>
      </div>
      <ProductForm
        onSave={async (body, key) => {
          const product = await save.mutateAsync({ body, key });
          toast.info(t('form.created'));
          navigate(`/admin/products/${product.id}`, { replace: true });
        }}
      />
    </main>
  );
}
