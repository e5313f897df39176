import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckboxGroupInput, Create, DateTimeInput, SimpleForm, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { API_KEY_SCOPES, API_KEYS } from '@gigmarket/shared';
import { resourcePath } from '../routes';

const SCOPE_CHOICES = API_KEY_SCOPES.map((scope) => ({ id: scope, name: scope }));

/** The full key, this once, with a copy button. */
export function NewApiKey({ secret }: { secret: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Box sx={{ p: 2 }} role="status">
      <Typography variant="h6" component="h2">
        {translate('resources.apikeys.createdTitle')}
      </Typography>
      <Alert severity="warning" sx={{ my: 1 }}>
        {translate('resources.apikeys.createdOnce')}
      </Alert>
      <Typography component="code" data-testid="new-api-key" sx={{ display: 'block', wordBreak: 'break-all', my: 1 }}>
        {secret}
      </Typography>
      <Button variant="contained" onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}>
        {translate(copied ? 'resources.apikeys.copied' : 'resources.apikeys.copy')}
      </Button>{' '}
      <Button component={Link} to={`/${resourcePath('apikeys')}`}>
        {translate('resources.apikeys.back')}
      </Button>
    </Box>
  );
}

/** A key of the superadmin's own, for the whole marketplace: name, scopes, optional expiry. */
export default function ApiKeyCreate() {
  const [secret, setSecret] = useState<string | null>(null);
  const translate = useTranslate();
  if (secret) return <NewApiKey secret={secret} />;
  return (
    <Create redirect={false} mutationOptions={{ onSuccess: (record) => setSecret(String((record as { key?: string }).key ?? '')) }}>
      <SimpleForm>
        <TextInput source="name" validate={[required(), maxLength(API_KEYS.nameMaxLength)]} />
        <CheckboxGroupInput source="scopes" choices={SCOPE_CHOICES} validate={required()} />
        <DateTimeInput source="expires_at" helperText={translate('resources.apikeys.expiresHelp')} parse={(value: string) => (value ? new Date(value).toISOString() : null)} />
      </SimpleForm>
    </Create>
  );
}
