import { type ConsolePick, PICK_TYPES, type PickBody } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { ConsoleMain } from '../../../../components/console/console-main';
import { formProblem } from '../../../../components/console/form-problem';
import { EditorActions, useEditorInView, useRecordEditor } from '../../../../components/console/record-editor';
import { FormAlert } from '../../../../components/form/form-alert';
import { useForm } from '../../../../hooks/use-form';
import { useTranslation } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/query-client';
import { toast } from '../../../../lib/toast-client';
import { picksQuery, useSavePick } from '../api/catalog-console-queries';
import '../catalog-console.css';
import { CatalogField, PositionField } from '../components/catalog-field';
import { emptyLocalized, type Localized, LocalizedFormFields } from '../components/localized-fields';
import { type PickedProduct, ProductPicker } from '../components/product-picker';

/** The picks and choices: curated product lists at /pick/{code}-pick/ and /pick/{code}-choice/. */
export function PicksPage() {
  const { t } = useTranslation('console-catalog');
  const picks = useQuery(picksQuery());
  const editor = useRecordEditor<ConsolePick>();
  return (
    <ConsoleMain title={t('picks.title')} lead={t('picks.lead')} actions={editor.newButton(t('picks.new'))}>
      {editor.form((pick, onDone) => (
        <PickForm pick={pick} onDone={onDone} />
      ))}
      <FormAlert className="console-alert" message={picks.isError ? errorMessage(picks.error) : ''} />
      {picks.isPending && <p className="console-muted">{t('loading')}</p>}
      <ul className="cc-picks" aria-label={t('picks.title')}>
        {picks.data?.map((pick) => (
          <li key={pick.id} className="console-card cc-pick">
            <div>
              <h2 className="cc-pick__name">{pick.names.en}</h2>
              <p className="console-sub console-mono">{`/pick/${pick.code}-${pick.type.toLowerCase()}/`}</p>
              <p className="console-muted">{t('picks.productCount', { count: pick.products.length })}</p>
            </div>
            {editor.editButton(pick, t('picks.edit'), t('picks.editOne', { name: pick.names.en }), 'console-button')}
          </li>
        ))}
      </ul>
    </ConsoleMain>
  );
}

type Values = {
  code: string;
  type: ConsolePick['type'];
  names: Localized;
  position: string;
  products: PickedProduct[];
};

function PickForm({ pick, onDone }: { pick?: ConsolePick; onDone: () => void }) {
  const { t } = useTranslation('console-catalog');
  const save = useSavePick(pick?.id);
  const form = useForm({
    initial: (): Values => ({
      code: pick?.code ?? '',
      type: pick?.type ?? 'PICK',
      names: pick?.names ?? emptyLocalized(),
      position: String(pick?.position ?? 0),
      products: pick?.products ?? [],
    }),
    schema: (schemas) => schemas.pickBody,
    body: ({ products, position, ...values }) => ({
      ...values,
      position: /^\d+$/.test(position) ? Number(position) : undefined,
      productIds: products.map((product) => product.id),
    }),
    t,
    submit: async (data: PickBody, { key }) => {
      await save.mutateAsync({ body: data, key });
      toast.info(pick ? t('form.saved') : t('form.created'));
      onDone();
    },
  });
  const products = form.values.products;
  const move = (index: number, by: number) => {
    const next = [...products];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    form.update('products', next);
  };
  useEditorInView(form.formRef);
  return (
    <form ref={form.formRef} className="console-card cc-section cc-form" onSubmit={form.handleSubmit} noValidate>
      <h2 className="cc-title">{pick ? t('picks.editTitle', { name: pick.names.en }) : t('picks.new')}</h2>
      <FormAlert className="console-alert" message={formProblem(form) ?? ''} />
      <div className="cc-grid">
        <CatalogField label={t('picks.code')} hint={t('picks.codeHint')} error={form.errors.code}>
          {(id, describedBy) => <input id={id} maxLength={40} aria-describedby={describedBy} {...form.bind('code')} />}
        </CatalogField>
        <CatalogField label={t('picks.type')} error={form.errors.type}>
          {(id) => (
            <select id={id} {...form.bind('type')}>
              {PICK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`picks.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </CatalogField>
        <PositionField error={form.errors.position} {...form.bind('position')} />
      </div>
      <LocalizedFormFields form={form} field="names" />
      <fieldset className="cc-languages">
        <legend>{t('picks.products')}</legend>
        {products.length === 0 && <p className="console-muted">{t('picks.noProducts')}</p>}
        <ol className="cc-members">
          {products.map((product, index) => (
            <li key={product.id}>
              <span>
                {product.name} <span className="console-sub console-mono">{product.sku}</span>
              </span>
              <span className="console-actions">
                <button
                  type="button"
                  className="console-button console-button--ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('picks.earlier', { name: product.name })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="console-button console-button--ghost"
                  disabled={index === products.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('picks.later', { name: product.name })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="console-button console-button--ghost"
                  onClick={() =>
                    form.update(
                      'products',
                      products.filter((each) => each.id !== product.id),
                    )
                  }
                  aria-label={t('picks.removeOne', { name: product.name })}
                >
                  {t('images.removeShort')}
                </button>
              </span>
            </li>
          ))}
        </ol>
        <ProductPicker
          chosen={products.map((product) => product.id)}
          onAdd={(product) => form.update('products', [...products, product])}
        />
      </fieldset>
      <EditorActions
        busy={form.busy}
        save={pick ? t('form.save') : t('form.create')}
        saving={t('form.saving')}
        cancel={t('form.cancel')}
        onDone={onDone}
      />
    </form>
  );
}
