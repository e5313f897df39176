import { Card, CardContent, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Form,
  Loading,
  SaveButton,
  TextInput,
  email,
  maxLength,
  required,
  useNotify,
  useTranslate,
} from 'react-admin';
import { ImageUploadInput } from '../common/ImageUploadInput';
import { refreshCurrentUser } from '../providers/authProvider';
import { API_URL, httpClient } from '../providers/httpClient';
import type { CurrentUser } from '../providers/token';
import { serverErrors } from './serverErrors';

/** `/account/profile`: the signed-in admin's own name, email and avatar. */
export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { data, isPending } = useQuery({
    queryKey: ['account-profile'],
    queryFn: async () => (await httpClient(`${API_URL}/account/profile`)).json.data as CurrentUser,
  });

  if (isPending) return <Loading />;

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      await httpClient(`${API_URL}/account/profile`, {
        method: 'PUT',
        body: JSON.stringify({
          first_name: values.first_name,
          last_name: values.last_name,
          email: values.email,
          avatar: values.avatar ?? null,
        }),
      });
      await refreshCurrentUser();
      await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
      await queryClient.invalidateQueries({ queryKey: ['account-profile'] });
      notify('app.profile.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      notify('app.profile.failed', { type: 'error' });
      return serverErrors(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.profile.title')}
        </Typography>
        <Form record={data} onSubmit={submit}>
          <TextInput source="first_name" resource="admin/manage/users" validate={[required(), maxLength(50)]} fullWidth />
          <TextInput source="last_name" resource="admin/manage/users" validate={[required(), maxLength(50)]} fullWidth />
          <TextInput source="email" resource="admin/manage/users" validate={[required(), email(), maxLength(50)]} fullWidth />
          <ImageUploadInput source="avatar" resource="admin/manage/users" />
          <SaveButton disabled={saving} />
        </Form>
      </CardContent>
    </Card>
  );
}
