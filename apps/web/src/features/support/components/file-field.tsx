import type { SupportFileBody } from '@hive/domain';
import { SUPPORT_FILE_MAX_BYTES, supportFileType } from '@hive/domain/rules';
import { type ChangeEvent, useState } from 'react';
import { Field } from '../../../components/form/field';
import { useTranslation } from '../../../i18n/react';

/** A file's content as base64, without the `data:…;base64,` head. */
const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * An optional PDF or image of at most 10 MB. Its type is read from its first bytes, as the server reads it: a file
 * renamed to `.pdf` is refused here already, in the reader's words.
 */
export function FileField({
  value,
  error,
  onChange,
}: {
  value: SupportFileBody | null;
  error: string | undefined;
  /** The file read, or null with the problem that kept it out. */
  onChange: (file: SupportFileBody | null, problem?: string) => void;
}) {
  const { t } = useTranslation('support');
  const [reading, setReading] = useState(false);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return onChange(null);
    if (file.size > SUPPORT_FILE_MAX_BYTES) return onChange(null, t('file.tooBig'));
    if (file.size === 0) return onChange(null, t('file.wrongType'));
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    if (!supportFileType(head)) return onChange(null, t('file.wrongType'));
    setReading(true);
    try {
      onChange({ name: file.name.slice(-200), data: await readBase64(file) });
    } catch {
      onChange(null, t('file.unreadable'));
    } finally {
      setReading(false);
    }
  };

  return (
    <Field label={t('file.label')} error={error} hint={value ? t('file.chosen', { name: value.name }) : t('file.hint')}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept="application/pdf,image/png,image/jpeg,image/webp"
          aria-busy={reading}
          onChange={(event) => void handleChange(event)}
        />
      )}
    </Field>
  );
}
