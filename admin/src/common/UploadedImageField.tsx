import { useFieldValue, type FieldProps } from 'react-admin';
import { UploadedImage } from './ImageUploadInput';

export function UploadedImageField(props: FieldProps & { size?: number }) {
  const value = useFieldValue(props) as string | null | undefined;
  return <UploadedImage value={value} size={props.size} />;
}
