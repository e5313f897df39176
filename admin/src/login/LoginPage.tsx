import { Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { LogoMark } from '../layout/Logo';
import { useState } from 'react';
import {
  Form,
  Login,
  PasswordInput,
  TextInput,
  email,
  required,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';

interface Credentials {
  email: string;
  password: string;
}

function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();
  const [loading, setLoading] = useState(false);

  const submit = async (values: Partial<Credentials>) => {
    setLoading(true);
    try {
      await login(values);
    } catch {
      notify('app.login.invalid', { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ minWidth: 300 }}>
        <Typography variant="h6" component="h1" align="center" sx={{ mb: 2 }}>
          {translate('app.login.title')}
        </Typography>
        <TextInput
          source="email"
          type="email"
          label="app.login.email"
          autoComplete="username"
          autoFocus
          validate={[required(), email()]}
          fullWidth
        />
        <PasswordInput source="password" label="app.login.password" autoComplete="current-password" validate={required()} fullWidth />
        <Button type="submit" variant="contained" fullWidth disabled={loading} sx={{ mt: 2 }}>
          {loading ? <CircularProgress size={20} color="inherit" /> : translate('app.login.submit')}
        </Button>
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  return (
    <Login
      avatarIcon={<LogoMark size={40} />}
      // The site's green instead of react-admin's navy; the mark stands in for the lock.
      sx={{
        backgroundImage: 'radial-gradient(circle at 50% 14em, #146c43 0%, #0f5132 60%, #0a3622 100%)',
        '& .RaLogin-icon': { bgcolor: 'transparent', width: 40, height: 40, borderRadius: '10px' },
      }}
    >
      <LoginForm />
    </Login>
  );
}
