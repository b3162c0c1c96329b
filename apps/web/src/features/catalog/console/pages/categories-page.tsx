import type { CategoryBody, ConsoleCategory } from '@hive/domain';
import { useQuery } from '@tanstack/react-query';
import { Cell, TableHead } from '../../../../components/console/cell';
import { ConsoleMain } from '../../../../components/console/console-main';
import { formProblem } from '../../../../components/console/form-problem';
import { EditorActions, useEditorInView, useRecordEditor } from '../../../../components/console/record-editor';
import { FormAlert } from '../../../../components/form/form-alert';
import { useConsoleFormat } from '../../../../hooks/use-console-format';
import { useForm } from '../../../../hooks/use-form';
import { useTranslation } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/query-client';
import { toast } from '../../../../lib/toast-client';
import { categoriesQuery, useSaveCategory } from '../api/catalog-console-queries';
import '../catalog-console.css';
import { CatalogCheck, CatalogField, PositionField } from '../components/catalog-field';
import { emptyLocalized, type Localized, LocalizedFormFields } from '../components/localized-fields';

/** The category tree, two levels: each top category with its own beneath; one form to add or change a category. */
export function CategoriesPage() {
  const { t } = useTranslation('console-catalog');
  const format = useConsoleFormat();
  const categories = useQuery(categoriesQuery());
  const editor = useRecordEditor<ConsoleCategory>();
  const rows = categories.data ?? [];
  const columns = [
    t('categories.columns.name'),
    t('categories.columns.position'),
    t('categories.columns.brands'),
    t('categories.columns.products'),
    t('categories.columns.state'),
    t('categories.columns.actions'),
  ];
  return (
    <ConsoleMain
      title={t('categories.title')}
      lead={t('categories.lead')}
      actions={editor.newButton(t('categories.new'))}
    >
      {editor.form((category, onDone) => (
        <CategoryForm category={category} tops={rows.filter((row) => row.parentId === null)} onDone={onDone} />
      ))}
      <FormAlert className="console-alert" message={categories.isError ? errorMessage(categories.error) : ''} />
      <section
        className="console-card console-card--flush"
        aria-label={t('categories.title')}
        aria-busy={categories.isFetching}
      >
        {categories.isPending && <p className="console-empty">{t('loading')}</p>}
        {rows.length > 0 && (
          <div className="console-table-wrap">
            <table className="console-table console-table--cards">
              <TableHead columns={columns.map((label) => ({ label }))} />
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className={row.parentId === null ? 'cc-top' : 'cc-child'}>
                    <Cell label={columns[0]!}>
                      <span className={row.parentId === null ? 'cc-name console-strong' : 'cc-name cc-indent'}>
                        {row.names.en}
                        {row.names.ko && <span className="console-sub">{row.names.ko}</span>}
                      </span>
                    </Cell>
                    <Cell label={columns[1]!} className="console-num">
                      {format.number(row.position)}
                    </Cell>
                    <Cell label={columns[2]!} className="console-num">
                      {format.number(row.brandCount)}
                    </Cell>
                    <Cell label={columns[3]!} className="console-num">
                      {format.number(row.productCount)}
                    </Cell>
                    <Cell label={columns[4]!}>
                      {row.hidden && (
                        <span className="console-badge console-badge--neutral">{t('products.hiddenBadge')}</span>
                      )}
                    </Cell>
                    <Cell label={columns[5]!}>
                      {editor.editButton(row, t('categories.edit'), t('categories.editOne', { name: row.names.en }))}
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </ConsoleMain>
  );
}

type Values = { names: Localized; parentId: string; position: string; hidden: boolean };

function CategoryForm({
  category,
  tops,
  onDone,
}: {
  category?: ConsoleCategory;
  tops: ConsoleCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation('console-catalog');
  const save = useSaveCategory(category?.id);
  const form = useForm({
    initial: (): Values => ({
      names: category?.names ?? emptyLocalized(),
      parentId: category?.parentId ? String(category.parentId) : '',
      position: String(category?.position ?? 0),
      hidden: category?.hidden ?? false,
    }),
    schema: (schemas) => schemas.categoryBody,
    body: (values) => ({
      ...values,
      parentId: values.parentId ? Number(values.parentId) : null,
      position: /^\d+$/.test(values.position) ? Number(values.position) : undefined,
    }),
    t,
    submit: async (data: CategoryBody, { key }) => {
      await save.mutateAsync({ body: data, key });
      toast.info(category ? t('form.saved') : t('form.created'));
      onDone();
    },
  });
  useEditorInView(form.formRef);
  return (
    <form ref={form.formRef} className="console-card cc-section cc-form" onSubmit={form.handleSubmit} noValidate>
      <h2 className="cc-title">
        {category ? t('categories.editTitle', { name: category.names.en }) : t('categories.new')}
      </h2>
      <FormAlert className="console-alert" message={formProblem(form) ?? ''} />
      <div className="cc-grid">
        <CatalogField label={t('categories.parent')} error={form.errors.parentId}>
          {(id) => (
            <select id={id} {...form.bind('parentId')}>
              <option value="">{t('categories.topLevel')}</option>
              {tops
                .filter((top) => top.id !== category?.id)
                .map((top) => (
                  <option key={top.id} value={top.id}>
                    {top.names.en}
                  </option>
                ))}
            </select>
          )}
        </CatalogField>
        <PositionField error={form.errors.position} {...form.bind('position')} />
      </div>
      <LocalizedFormFields form={form} field="names" />
      <CatalogCheck label={t('form.hidden')} hint={t('categories.hiddenHint')} {...form.checkbox('hidden')} />
      <EditorActions
        busy={form.busy}
        save={category ? t('form.save') : t('form.create')}
        saving={t('form.saving')}
        cancel={t('form.cancel')}
        onDone={onDone}
      />
    </form>
  );
}
