import type { EntityManager } from 'typeorm';
import { DEFAULT_SETTINGS } from '@gigmarket/shared';
import { AdminSettings } from '../settings/admin-settings.entity';

export interface MarketplaceSettings {
  currency: string;
  /** Most files in one upload. */
  fileMax: number;
  /** Largest profile video in MB. */
  videoMaxMb: number;
}

/** The settings the marketplace calls read (defaults when there is no settings row). */
export async function marketplaceSettings(manager: EntityManager): Promise<MarketplaceSettings> {
  const [row] = await manager.getRepository(AdminSettings).find({ order: { id: 'ASC' }, take: 1 });
  return {
    currency: row?.currency || DEFAULT_SETTINGS.currency,
    fileMax: row?.file_max && row.file_max > 0 ? row.file_max : DEFAULT_SETTINGS.fileMaxCount,
    videoMaxMb: row?.video_max && row.video_max > 0 ? row.video_max : DEFAULT_SETTINGS.videoMaxMb,
  };
}
