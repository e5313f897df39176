import { useRouteLoaderData } from 'react-router';

/** Whether the visitor turned the data saver on (lists then show no pictures). */
export function useDataSaver(): boolean {
  const root = useRouteLoaderData('root') as { dataSaver?: boolean } | undefined;
  return Boolean(root?.dataSaver);
}
