import { DEFAULT_SETTINGS } from '@gigmarket/shared';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider } from 'react-admin';
import { resourcePath } from '../routes';

/** The currency of admin settings (NGN until they load or when the admin may not read them). */
export function useCurrency(): string {
  const dataProvider = useDataProvider();
  const settings = resourcePath('adminsettings');
  const { canAccess } = useCanAccess({ resource: settings, action: 'list' });
  const { data } = useQuery({
    queryKey: ['settings-currency'],
    queryFn: async () => {
      const { data } = await dataProvider.getList(settings, {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      return (data[0]?.currency as string | undefined) ?? DEFAULT_SETTINGS.currency;
    },
    enabled: canAccess === true,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  return data ?? DEFAULT_SETTINGS.currency;
}
