import { useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { ApiError } from '../../../../lib/api-client';
import { errorMessage } from '../../../../lib/query-client';
import { uploadImage } from '../api/catalog-console-queries';

const MAX_BYTES = 8 * 1024 * 1024;

/**
 * Chooses an image file and uploads it; `onUploaded` gets its address. The server decides what the file is by its
 * content; the size is checked here first so that a large file is not sent for nothing.
 */
export function ImageUpload({
  label,
  onUploaded,
  onError,
}: {
  label: string;
  onUploaded: (url: string) => unknown;
  onError: (message: string) => void;
}) {
  const { t } = useTranslation('console-catalog');
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <div className="cc-upload">
      <label htmlFor={id} className="console-button">
        {busy ? t('images.uploading') : label}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        disabled={busy}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (file.size > MAX_BYTES) return onError(t('images.tooLarge'));
          setBusy(true);
          try {
            await onUploaded((await uploadImage(file)).url);
          } catch (error) {
            onError(
              error instanceof ApiError && error.code === 'BAD_REQUEST' ? t('images.refused') : errorMessage(error),
            );
          } finally {
            setBusy(false);
          }
        }}
      />
      <p className="console-field__hint">{t('images.hint')}</p>
    </div>
  );
}
