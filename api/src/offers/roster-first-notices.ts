import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager, Repository } from 'typeorm';
import { LISTING_EXPIRY } from '@gigmarket/shared';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { RosterFirstAnnouncer } from '../employer-listings/roster-first-announcer';
import { HireNotices } from '../hires/hire-notices';
import type { Listing } from '../listings/listing.entity';
import { NOTICE_LINKS } from '../notifications/notice-texts';
import { PublicProfileService } from '../profiles/public-profile.service';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { InjectAdminSettings } from '../settings/repositories';
import { siteAddress } from '../settings/site-address';

/** "14:00, 30/11": the opening in Lagos time, the same in English and French. */
export function lagosTime(at: Date): string {
  const local = new Date(at.getTime() + LISTING_EXPIRY.utcOffsetMinutes * 60_000).toISOString();
  return `${local.slice(11, 16)}, ${local.slice(8, 10)}/${local.slice(5, 7)}`;
}

/**
 * "Roster first" (docs/roster.md): each favourite is told at once, by the bell and by SMS (or
 * WhatsApp when they opted in), with the job page's link. Registered with the employer listings'
 * announcer, which publishing calls in its transaction.
 */
@Injectable()
export class RosterFirstNotices implements OnModuleInit {
  constructor(
    private readonly announcer: RosterFirstAnnouncer,
    private readonly notices: HireNotices,
    private readonly profiles: PublicProfileService,
    @InjectAdminSettings() private readonly settings: Repository<AdminSettings>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.announcer.use((manager, listing, favourites) => this.tell(manager, listing, favourites));
  }

  async tell(manager: EntityManager, listing: Listing, favourites: number[]): Promise<void> {
    const employer = (await this.profiles.summaries([listing.user_id])).get(listing.user_id);
    const settings = await manager.withRepository(this.settings).find({ take: 1 });
    const link = NOTICE_LINKS.job(listing.id);
    const values = {
      employer: employer?.company_name || employer?.name || '',
      until: lagosTime(listing.public_from!),
      link: `${siteAddress(this.config.SITE_URL, settings[0]?.site_url)}${link}`,
    };
    for (const freelancerId of favourites) await this.notices.rosterFirst(manager, freelancerId, listing, link, values);
  }
}
