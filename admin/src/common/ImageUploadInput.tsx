import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Avatar, Box, Button, CircularProgress, FormHelperText, FormLabel, Stack } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import {
  FieldTitle,
  useDataProvider,
  useInput,
  useNotify,
  useResourceContext,
  useTranslate,
  type InputProps,
} from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { uploadUrl } from '../providers/httpClient';

/**
 * An image field backed by `POST /api/uploads`: the file goes up as soon as it is picked and the
 * record keeps the returned filename (the API resizes images to 400x400).
 */
export function ImageUploadInput(props: InputProps) {
  const { field, fieldState, isRequired } = useInput(props);
  const resource = useResourceContext(props);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const value = field.value as string | null | undefined;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const { filename } = await dataProvider.upload(file);
      field.onChange(filename);
    } catch (error) {
      notify('app.upload.failed', {
        type: 'error',
        messageArgs: { message: error instanceof Error ? error.message : String(error) },
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      <FormLabel htmlFor={inputId} sx={{ display: 'block', mb: 1, fontSize: '0.8rem' }}>
        <FieldTitle label={props.label} source={props.source} resource={resource} isRequired={isRequired} />
      </FormLabel>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar variant="rounded" src={uploadUrl(value)} alt="" sx={{ width: 72, height: 72 }} />
        <Button component="label" variant="outlined" startIcon={busy ? <CircularProgress size={16} /> : <CloudUploadIcon />} disabled={busy}>
          {translate(busy ? 'app.upload.uploading' : value ? 'app.upload.replace' : 'app.upload.choose')}
          <input id={inputId} hidden type="file" accept="image/*" onChange={onPick} data-testid={`upload-${props.source}`} />
        </Button>
        {value && !busy && (
          <Button color="inherit" onClick={() => field.onChange(null)}>
            {translate('app.upload.remove')}
          </Button>
        )}
      </Stack>
      {fieldState.error?.message && <FormHelperText error>{translate(fieldState.error.message, { _: fieldState.error.message })}</FormHelperText>}
    </Box>
  );
}

/** Shows an uploaded image from its stored filename. */
export function UploadedImage({ value, size = 48 }: { value?: string | null; size?: number }) {
  return <Avatar variant="rounded" src={uploadUrl(value)} alt="" sx={{ width: size, height: size }} />;
}
