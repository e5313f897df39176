import { LIMITS } from '@gigmarket/shared';
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton, minLength, required, useNotify, useTranslate } from 'react-admin';
import { API_URL, httpClient } from '../providers/httpClient';
import { serverErrors } from './serverErrors';

const sameAsPassword = (value: unknown, values: Record<string, unknown>) =>
  value === values.password ? undefined : 'app.password.mismatch';

/** `/account/change-password`. */
export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await httpClient(`${API_URL}/account/change-password`, {
        method: 'POST',
        body: JSON.stringify({ current_password: values.current_password, password: values.password }),
      });
      notify('app.password.saved', { type: 'success' });
      setFormKey((key) => key + 1);
      return undefined;
    } catch (error) {
      const errors = serverErrors(error);
      notify(errors ? 'app.data_not_correct' : error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
      return errors;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.password.title')}
        </Typography>
        <Form key={formKey} onSubmit={submit}>
          <PasswordInput source="current_password" label="app.password.current" validate={required()} fullWidth />
          <PasswordInput
            source="password"
            label="app.password.new"
            validate={[required(), minLength(LIMITS.passwordMin, 'app.password.length')]}
            fullWidth
          />
          <PasswordInput source="confirm" label="app.password.confirm" validate={[required(), sameAsPassword]} fullWidth />
          <SaveButton disabled={saving} alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
}
