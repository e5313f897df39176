import { Injectable, HttpStatus } from '@nestjs/common';
import { In, Repository } from 'typeorm';
import { FORMER_MEMBER, type Language } from '@gigmarket/shared';
import type { RatingSummaryDto, ReliabilitySummaryDto } from '../listings/listing-answers.dto';
import { localName } from '../i18n/i18n';
import { MARKET_MESSAGES } from '../i18n/messages/market';
import { TrustService } from '../trust/trust.service';
import type { LatestCommentDto } from '../trust/trust-answers.dto';
import type { Portfolio } from '../portfolio/portfolio.entity';
import { InjectPortfolioItems } from '../portfolio/repositories';
import type { Profile } from '../users/profile.entity';
import { InjectProfiles, InjectSocialMedia, InjectUserIndustries, InjectUserJobTypes, InjectUsers, InjectUserSkills } from '../users/repositories';
import type { SocialMedia, UserIndustry, UserJobType, UserSkill } from '../users/user-link.entities';
import type { User } from '../users/user.entity';
import type { PersonSummaryDto } from './profile-answers.dto';
import type { FreelancerPublicProfileDto, EmployerPublicProfileDto } from './profile-answers.dto';
import { DomainError } from '../common/domain-error';

/** What a public profile says about trust (docs/trust.md). */
export interface TrustSummary {
  rating: RatingSummaryDto;
  reliability: ReliabilitySummaryDto;
  /** The "ID verified" badge's date, or null (docs/trust.md "Identity"). */
  verified_at: Date | null;
  latest_comments: LatestCommentDto[];
}

export function displayName(user: Pick<User, 'name' | 'first_name' | 'last_name'>): string {
  return user.name || [user.first_name, user.last_name].filter(Boolean).join(' ') || FORMER_MEMBER.en;
}

/** Public profiles: a freelancer's skills, job types, industries and portfolio; an employer's company. */
@Injectable()
export class PublicProfileService {
  constructor(
    @InjectUsers() private readonly users: Repository<User>,
    @InjectProfiles() private readonly profiles: Repository<Profile>,
    @InjectUserIndustries() private readonly userIndustries: Repository<UserIndustry>,
    @InjectUserSkills() private readonly userSkills: Repository<UserSkill>,
    @InjectUserJobTypes() private readonly userJobTypes: Repository<UserJobType>,
    @InjectSocialMedia() private readonly socialMedia: Repository<SocialMedia>,
    @InjectPortfolioItems() private readonly portfolioItems: Repository<Portfolio>,
    private readonly trust: TrustService,
  ) {}

  /** Short cards for many users at once (employers and freelancers only). */
  async summaries(ids: number[]): Promise<Map<number, PersonSummaryDto>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const users = await this.users.find({
      where: { id: In(unique), user_type: In(['employer', 'freelancer']) },
      relations: { profile: { state: true } },
    });
    return new Map(
      users.map((user) => [
        user.id,
        {
          id: user.id,
          name: displayName(user),
          avatar: user.avatar,
          user_type: user.user_type,
          state: user.profile?.state?.name ?? null,
          company_name: user.profile?.company_name ?? null,
          designation: user.profile?.designation ?? null,
          description: user.profile?.description ?? null,
        },
      ]),
    );
  }

  /** A person's public profile; skills, job types and industries named in `language`. */
  async profile(userId: number, language: Language): Promise<FreelancerPublicProfileDto | EmployerPublicProfileDto> {
    const summary = (await this.summaries([userId])).get(userId);
    if (!summary) throw new DomainError(MARKET_MESSAGES.userNotFound, HttpStatus.NOT_FOUND);
    const industries = (await this.userIndustries.find({ where: { user_id: userId }, relations: { industry: true }, order: { id: 'ASC' } }))
      .filter((row) => row.industry)
      .map((row) => ({ id: row.industry_id, name: localName(language, row.industry!.name, row.industry!.name_fr) }));
    const profile = await this.profiles.findOne({ where: { user_id: userId } });
    const [standing, latestComments] = await Promise.all([this.trust.standing([userId]), this.trust.latestComments(userId)]);
    const trust: TrustSummary = {
      ...standing.get(userId)!,
      latest_comments: latestComments,
    };
    if (summary.user_type === 'employer') {
      return {
        ...summary,
        ...trust,
        user_type: 'employer',
        company: {
          company_name: profile?.company_name ?? null,
          designation: profile?.designation ?? null,
          website: profile?.website ?? null,
          logo: summary.avatar,
          industries,
        },
      };
    }
    const [skills, jobTypes, portfolio, social] = await Promise.all([
      this.userSkills.find({ where: { user_id: userId }, relations: { skill: true }, order: { id: 'ASC' } }),
      this.userJobTypes.find({ where: { user_id: userId }, relations: { jobtype: true }, order: { id: 'ASC' } }),
      this.portfolioItems.find({ where: { user_id: userId }, order: { created_at: 'DESC', id: 'DESC' } }),
      this.socialMedia.find({ where: { user_id: userId }, order: { id: 'ASC' } }),
    ]);
    return {
      ...summary,
      ...trust,
      user_type: 'freelancer',
      gender: profile?.gender ?? null,
      video: profile?.video ?? null,
      skills: skills.filter((row) => row.skill).map((row) => ({ id: row.skill_id, name: localName(language, row.skill!.name, row.skill!.name_fr) })),
      job_types: jobTypes.filter((row) => row.jobtype).map((row) => ({ id: row.jobtype_id, name: localName(language, row.jobtype!.name, row.jobtype!.name_fr) })),
      industries,
      portfolio: portfolio.map((item) => ({
        id: item.id,
        portfolio_type: item.portfolio_type,
        title: item.title,
        upload_name: item.upload_name,
        link: item.link,
      })),
      social_links: social.map((row) => ({ name: row.name, link: row.link })),
    };
  }
}
