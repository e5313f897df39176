import { lazy } from 'react';

/** `/admin/messaging/cost`: messages and cost per channel per day, its own chunk like the resource pages. */
export const MessagingCostPage = lazy(() => import('./MessagingCostPage'));
