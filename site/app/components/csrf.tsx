import { useRouteLoaderData } from 'react-router';

/** The hidden CSRF field every form sends back (checked by each action). */
export function CsrfInput() {
  const root = useRouteLoaderData('root') as { csrf?: string } | undefined;
  return <input type="hidden" name="csrf" value={root?.csrf ?? ''} />;
}
