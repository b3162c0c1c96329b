import { CLAIM_KINDS, type ClaimKind, type Locale, MAX_CLAIM_PHOTOS } from '@hive/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { serverErrorText } from '../../../components/form/form-errors';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../i18n/react';
import { loadSchemas } from '../../../lib/schemas';
import { submissionKey } from '../../../lib/submission-key';
import { addClaimPhoto, reportClaim } from '../api/claim-queries';

/** A delivered line the buyer may claim: its product and the units delivered. */
export type ClaimableLine = { productId: number; name: string; sku: string; units: number };

type Props = {
  orderId: number;
  number: string;
  lines: ClaimableLine[];
  locale: Locale;
  onDone: () => void;
  onClose: () => void;
};

/** A chosen picture, its preview and the key its upload is sent with (a retry after a lost answer adds it once). */
type Photo = { file: File; preview: string; key: string };

/**
 * "Report a problem": the lines and how many units of each (at most those delivered), what happened, a note and up to
 * ten photos with their previews. The claim is sent once (an Idempotency-Key), then each photo; a refusal is said in
 * the dialog.
 */
export function ClaimDialog({ orderId, number, lines, locale, onDone, onClose }: Props) {
  const { t } = useTranslation(['claim', 'common'], { nsMode: 'fallback' });
  const formRef = useRef<HTMLFormElement>(null);
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [kind, setKind] = useState<ClaimKind>('DAMAGED');
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [key] = useState(submissionKey);
  const ids = { note: useId(), photos: useId() };
  const photosRef = useRef(photos);
  photosRef.current = photos;
  useEffect(
    () => () => {
      for (const photo of photosRef.current) URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  const chosen = lines
    .map((line) => ({ line, quantity: Number(quantities[line.productId] ?? '') }))
    .filter(({ quantity }) => quantity > 0);

  const handleSubmit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy) return;
    setFailure(undefined);
    if (chosen.length === 0) return setFailure(t('form.noLines'));
    const over = chosen.find(({ line, quantity }) => !Number.isInteger(quantity) || quantity > line.units);
    if (over) return setFailure(t('form.tooMany', { name: over.line.name, units: over.line.units }));
    const body = (await loadSchemas()).claimBody.parse({
      lines: chosen.map(({ line, quantity }) => ({ productId: line.productId, quantity })),
      kind,
      note,
    });
    setBusy(true);
    try {
      const claim = await reportClaim(orderId, body, key.for(body), locale);
      key.settled();
      for (const photo of photos) await addClaimPhoto(claim.id, photo.file, photo.key, locale);
      onDone();
    } catch (error) {
      key.settled(error);
      setFailure(serverErrorText(error, t, 'form'));
    } finally {
      setBusy(false);
    }
  };

  const addPhotos = (files: FileList | null) => {
    const room = MAX_CLAIM_PHOTOS - photos.length;
    const added = Array.from(files ?? [])
      .filter((file) => /^image\/(jpeg|png|webp)$/.test(file.type))
      .slice(0, room)
      .map((file) => ({ file, preview: URL.createObjectURL(file), key: submissionKey().for(file.name) }));
    setPhotos((current) => [...current, ...added]);
  };
  const removePhoto = (index: number) =>
    setPhotos((current) => {
      URL.revokeObjectURL(current[index]!.preview);
      return current.filter((_, at) => at !== index);
    });

  return (
    <FormDialog
      title={t('form.title', { number })}
      className="claim-dialog"
      form={{ formRef, handleSubmit, failure, busy }}
      submit={t('form.submit')}
      working={t('form.sending')}
      back={t('form.back')}
      onClose={onClose}
    >
      <p className="rec-sub">{t('form.lead')}</p>
      <fieldset className="claim-form__lines">
        <legend>{t('form.lines')}</legend>
        {lines.map((line) => {
          const id = `claim-line-${line.productId}`;
          return (
            <div key={line.productId} className="claim-form__line">
              <label htmlFor={id}>
                {line.name} <span className="rec-sub">{t('form.delivered', { sku: line.sku, units: line.units })}</span>
              </label>
              <input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                max={line.units}
                value={quantities[line.productId] ?? ''}
                onChange={(event) => setQuantities((current) => ({ ...current, [line.productId]: event.target.value }))}
              />
            </div>
          );
        })}
      </fieldset>
      <fieldset className="claim-form__kinds">
        <legend>{t('form.kind')}</legend>
        {CLAIM_KINDS.map((value) => (
          <label key={value} className="claim-form__kind">
            <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(`kinds.${value}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={ids.note} className="field__label">
          {t('form.note')}
        </label>
        <textarea
          id={ids.note}
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.photos} className="field__label">
          {t('form.photos', { max: MAX_CLAIM_PHOTOS })}
        </label>
        <input
          id={ids.photos}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={photos.length >= MAX_CLAIM_PHOTOS}
          onChange={(event) => {
            addPhotos(event.target.files);
            event.target.value = '';
          }}
        />
        {photos.length > 0 && (
          <ul className="claim-photos" aria-label={t('form.chosenPhotos')}>
            {photos.map((photo, index) => (
              <li key={photo.preview}>
                <img src={photo.preview} alt={t('form.preview', { name: photo.file.name })} className="claim-photo" />
                <button
                  type="button"
                  className="button button--secondary claim-photos__remove"
                  aria-label={t('form.removePhoto', { name: photo.file.name })}
                  onClick={() => removePhoto(index)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </FormDialog>
  );
}
