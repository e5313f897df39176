import { Global, Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DEFAULT_SETTINGS, WHATSAPP_COST_DEFAULTS, type WhatsAppCategory } from '@gigmarket/shared';
import { Clock } from '../common/clock';
import { WriteForgottenValue } from '../common/write-forgotten-value';
import { AdminSettings } from './admin-settings.entity';

export interface MarketplaceSettings {
  currency: string;
  /** Most files in one upload. */
  fileMax: number;
  /** Largest profile video in MB. */
  videoMaxMb: number;
  /** The commission a hire funded now would be charged (percent, "10.00"); shown before applying. */
  commissionPercent: string;
  /** People a business-initiated WhatsApp conversation may be opened with per Lagos day. */
  whatsappDailyCap: number;
  /** Meta's price per WhatsApp message of each category, in micro-dollars. */
  whatsappRatesMicros: Record<WhatsAppCategory, number>;
}

/**
 * How long (on the clock) the marketplace settings are reused. Nearly every marketplace call
 * shows the currency or applies a file limit; a change through the back office is seen at once
 * by this process, and by the others within this time.
 */
export const MARKETPLACE_SETTINGS_TTL_MS = 5_000;

/** The settings marketplace calls read (currency, file limits), without a query per call. */
@Injectable()
export class MarketplaceSettingsService {
  private readonly settings: WriteForgottenValue<MarketplaceSettings>;

  constructor(@InjectDataSource() dataSource: DataSource, clock: Clock) {
    this.settings = new WriteForgottenValue(dataSource, clock, [AdminSettings], MARKETPLACE_SETTINGS_TTL_MS);
  }

  /** `manager`: the caller's, so a read inside a transaction goes through it (one SQLite connection). */
  get(manager: EntityManager): Promise<MarketplaceSettings> {
    return this.settings.get(() => readMarketplaceSettings(manager));
  }
}

/** The settings row's marketplace values (defaults when there is no settings row). */
async function readMarketplaceSettings(manager: EntityManager): Promise<MarketplaceSettings> {
  const [row] = await manager.getRepository(AdminSettings).find({ order: { id: 'ASC' }, take: 1 });
  return {
    currency: row?.currency || DEFAULT_SETTINGS.currency,
    fileMax: row?.file_max && row.file_max > 0 ? row.file_max : DEFAULT_SETTINGS.fileMaxCount,
    videoMaxMb: row?.video_max && row.video_max > 0 ? row.video_max : DEFAULT_SETTINGS.videoMaxMb,
    commissionPercent: row?.commission_percent ?? DEFAULT_SETTINGS.commissionPercent,
    whatsappDailyCap: row?.whatsapp_daily_cap ?? WHATSAPP_COST_DEFAULTS.dailyCap,
    whatsappRatesMicros: {
      service: row?.whatsapp_rate_service_micros ?? WHATSAPP_COST_DEFAULTS.ratesMicros.service,
      utility: row?.whatsapp_rate_utility_micros ?? WHATSAPP_COST_DEFAULTS.ratesMicros.utility,
      marketing: row?.whatsapp_rate_marketing_micros ?? WHATSAPP_COST_DEFAULTS.ratesMicros.marketing,
      authentication: row?.whatsapp_rate_authentication_micros ?? WHATSAPP_COST_DEFAULTS.ratesMicros.authentication,
    },
  };
}

@Global()
@Module({ providers: [MarketplaceSettingsService], exports: [MarketplaceSettingsService] })
export class MarketplaceSettingsModule {}
