import { useEffect, useState } from 'react';
import { LIMITS } from '@gigmarket/shared';
import { useTranslation } from '~/utils/i18n';
import { describedBy, FieldError } from './field';

type Props = { label: string; error?: string; uploaded?: string | null; uploadedUrl?: string | null };

/** One image (logo or identity), previewed at 400x400; the API stores it resized to that size. */
export function ImageUpload({ label, error, uploaded, uploadedUrl }: Props) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(uploadedUrl ?? null);
  const [localError, setLocalError] = useState<string | null>(null);
  useEffect(() => () => {
    if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
  }, [preview]);
  const id = 'f-avatar_file';
  const size = LIMITS.logoSize;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        name="avatar_file"
        accept="image/*"
        aria-invalid={error || localError ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, `${id}-error`)}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (!file) return setPreview(uploadedUrl ?? null);
          if (!file.type.startsWith('image/')) {
            e.currentTarget.value = '';
            setLocalError('errors.imageOnly');
            return setPreview(null);
          }
          setLocalError(null);
          setPreview(URL.createObjectURL(file));
        }}
      />
      <input type="hidden" name="avatar" value={uploaded ?? ''} />
      <p id={`${id}-hint`} className="field-hint">
        {t('profile.imageHint', { size })}
      </p>
      <FieldError id={`${id}-error`} error={localError ?? error} />
      {preview ? (
        <img className="image-preview" src={preview} alt={t('profile.preview')} width={size} height={size} />
      ) : null}
    </div>
  );
}
