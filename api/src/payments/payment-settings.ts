import { Injectable } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import { DEFAULT_SETTINGS } from '@gigmarket/shared';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { InjectAdminSettings } from '../settings/repositories';
import { percentOfMinor } from './money';

export interface PaymentSettings {
  currency: string;
  gatewayFeePercent: string;
  commissionPercent: string;
  lateCancelFeePercent: string;
  /** The shift confirmation's two marks, hours before the start (docs/shift-confirmation.md). */
  confirmAskHours: number;
  confirmWarnHours: number;
  siteUrl: string | null;
  paymentEmail: string | null;
}

/** The back office's payment settings, read in the caller's transaction (or outside one with `dataSource.manager`). */
@Injectable()
export class PaymentSettingsReader {
  constructor(@InjectAdminSettings() private readonly settings: Repository<AdminSettings>) {}

  async read(manager: EntityManager): Promise<PaymentSettings> {
    const [row] = await manager.withRepository(this.settings).find({ order: { id: 'ASC' }, take: 1 });
    return {
      currency: row?.currency || DEFAULT_SETTINGS.currency,
      gatewayFeePercent: row?.gateway_fee ?? DEFAULT_SETTINGS.gatewayFeePercent,
      commissionPercent: row?.commission_percent ?? DEFAULT_SETTINGS.commissionPercent,
      lateCancelFeePercent: row?.late_cancel_fee_percent ?? DEFAULT_SETTINGS.lateCancelFeePercent,
      confirmAskHours: row?.confirm_ask_hours ?? DEFAULT_SETTINGS.confirmAskHours,
      confirmWarnHours: row?.confirm_warn_hours ?? DEFAULT_SETTINGS.confirmWarnHours,
      siteUrl: row?.site_url || null,
      paymentEmail: row?.payment_email || null,
    };
  }
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
