import type { EntityManager } from 'typeorm';
import { DEFAULT_SETTINGS } from '@gigmarket/shared';
import { AdminSettings } from '../settings/admin-settings.entity';
import { percentOfMinor } from './money';

export interface PaymentSettings {
  currency: string;
  gatewayFeePercent: string;
  commissionPercent: string;
  lateCancelFeePercent: string;
  siteUrl: string | null;
  paymentEmail: string | null;
}

export async function paymentSettings(manager: EntityManager): Promise<PaymentSettings> {
  const [row] = await manager.getRepository(AdminSettings).find({ order: { id: 'ASC' }, take: 1 });
  return {
    currency: row?.currency || DEFAULT_SETTINGS.currency,
    gatewayFeePercent: row?.gateway_fee ?? DEFAULT_SETTINGS.gatewayFeePercent,
    commissionPercent: row?.commission_percent ?? DEFAULT_SETTINGS.commissionPercent,
    lateCancelFeePercent: row?.late_cancel_fee_percent ?? DEFAULT_SETTINGS.lateCancelFeePercent,
    siteUrl: row?.site_url || null,
    paymentEmail: row?.payment_email || null,
  };
}

/** What one hire costs and pays, in minor units, under the current settings. */
export interface HireAmounts {
  agreed: number;
  fee: number;
  total: number;
  commission: number;
  net: number;
}

export function hireAmounts(
  agreed: number,
  settings: Pick<PaymentSettings, 'gatewayFeePercent' | 'commissionPercent'>,
): HireAmounts {
  const fee = percentOfMinor(agreed, settings.gatewayFeePercent);
  const commission = percentOfMinor(agreed, settings.commissionPercent);
  return { agreed, fee, total: agreed + fee, commission, net: agreed - commission };
}
