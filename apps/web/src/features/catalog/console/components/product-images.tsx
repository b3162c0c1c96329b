import type { ConsoleProductDetail } from '@hive/domain';
import { useState } from 'react';
import { FormAlert } from '../../../../components/form/form-alert';
import { useTranslation } from '../../../../i18n/react';
import { errorMessage } from '../../../../lib/query-client';
import { useProductImages } from '../api/catalog-console-queries';
import { ImageUpload } from './image-upload';

const MAX_IMAGES = 12;

/** A product's pictures in the storefront's order: upload one more, move one, remove one; each change is saved. */
export function ProductImages({ product }: { product: ConsoleProductDetail }) {
  const { t } = useTranslation('console-catalog');
  const save = useProductImages(product.id);
  const [problem, setProblem] = useState('');
  const images = product.images;
  const change = async (next: string[]) => {
    setProblem('');
    await save.mutateAsync(next).catch((error: unknown) => setProblem(errorMessage(error)));
  };
  const move = (index: number, by: number) => {
    const next = [...images];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    void change(next);
  };

  return (
    <section className="console-card cc-section" aria-labelledby="cc-images-title">
      <h2 id="cc-images-title" className="cc-title">
        {t('images.title')}
      </h2>
      <p className="console-muted">{t('images.lead')}</p>
      {images.length === 0 && <p className="console-empty">{t('images.none')}</p>}
      <ol className="cc-images" aria-busy={save.isPending}>
        {images.map((url, index) => (
          <li key={url} className="cc-images__item">
            <img src={url} alt={t('images.alt', { number: index + 1 })} width="120" height="120" />
            <div className="cc-images__actions">
              <button
                type="button"
                className="console-button console-button--ghost"
                disabled={index === 0 || save.isPending}
                onClick={() => move(index, -1)}
                aria-label={t('images.earlier', { number: index + 1 })}
              >
                ↑
              </button>
              <button
                type="button"
                className="console-button console-button--ghost"
                disabled={index === images.length - 1 || save.isPending}
                onClick={() => move(index, 1)}
                aria-label={t('images.later', { number: index + 1 })}
              >
                ↓
              </button>
              <button
                type="button"
                className="console-button console-button--ghost"
                disabled={save.isPending}
                onClick={() => void change(images.filter((each) => each !== url))}
                aria-label={t('images.remove', { number: index + 1 })}
              >
                {t('images.removeShort')}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {images.length < MAX_IMAGES && (
        <ImageUpload
          label={t('images.add')}
          onUploaded={(url) => change([...images.filter((each) => each !== url), url])}
          onError={setProblem}
        />
      )}
      <FormAlert className="console-alert" message={problem} />
    </section>
  );
}
