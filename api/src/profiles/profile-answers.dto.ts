import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@gigmarket/shared';
import { RatingSummaryDto, ReliabilitySummaryDto } from '../listings/listing-answers.dto';
import { LatestCommentDto } from '../trust/trust-answers.dto';

/* Profiles as the API answers them: the services return these classes, so the OpenAPI document is the code's own shape. */

/** A person's card: who they are, as lists of applicants, connections and dashboards show them. */
export class PersonSummaryDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: String, example: 'Ada Obi' }) name!: string;
  @ApiProperty({ nullable: true, type: String }) avatar!: string | null;
  @ApiProperty({ type: String, example: 'freelancer' }) user_type!: string;
  @ApiProperty({ nullable: true, type: String }) state!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Acme Works' }) company_name!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Owner' }) designation!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'I fix things' }) description!: string | null;
}

export class FreelancerPublicProfileSkillsDto {
  @ApiProperty({ type: Number, example: 1 }) id!: number;
  @ApiProperty({ type: String, example: 'Welding' }) name!: string;
}

export class FreelancerPublicProfileJobTypesDto {
  @ApiProperty({ type: Number }) id!: number;
  @ApiProperty({ type: String }) name!: string;
}

export class FreelancerPublicProfileIndustriesDto {
  @ApiProperty({ type: Number }) id!: number;
  @ApiProperty({ type: String }) name!: string;
}

export class FreelancerPublicProfilePortfolioDto {
  @ApiProperty({ type: Number, example: 3 }) id!: number;
  @ApiProperty({ type: String, example: 'link' }) portfolio_type!: string;
  @ApiProperty({ type: String, example: 'Site' }) title!: string;
  @ApiProperty({ nullable: true, type: String, example: 'd359e7c7-b0ce-49cb-862f-78ff90e1e4b2.png' }) upload_name!:
    string | null;
  @ApiProperty({ nullable: true, type: String, example: 'https://example.com/work' }) link!: string | null;
}

export class FreelancerPublicProfileSocialLinksDto {
  @ApiProperty({ type: String, example: 'LinkedIn' }) name!: string;
  @ApiProperty({ type: String, example: 'https://linkedin.com/in/fay' }) link!: string;
}

/** What every public profile shows: the person and their trust figures. */
export class PublicProfileBaseDto extends PersonSummaryDto {
  @ApiProperty({ type: () => RatingSummaryDto }) rating!: RatingSummaryDto;
  @ApiProperty({ type: () => ReliabilitySummaryDto }) reliability!: ReliabilitySummaryDto;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-11-20T10:00:00.000Z', description: 'The "ID verified" badge: when their identity was verified, or null (docs/trust.md)' })
  verified_at!: Date | null;
  @ApiProperty({ type: () => [LatestCommentDto] }) latest_comments!: LatestCommentDto[];
}

export class FreelancerPublicProfileDto extends PublicProfileBaseDto {
  @ApiProperty({ enum: ['freelancer'], example: 'freelancer' }) declare user_type: 'freelancer';
  @ApiProperty({ nullable: true, type: String }) gender!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'b56cfaa2-1eda-4b71-a614-396386b167b6.mp4' }) video!:
    string | null;
  @ApiProperty({ type: () => [FreelancerPublicProfileSkillsDto] }) skills!: FreelancerPublicProfileSkillsDto[];
  @ApiProperty({ type: () => [FreelancerPublicProfileJobTypesDto] }) job_types!: FreelancerPublicProfileJobTypesDto[];
  @ApiProperty({ type: () => [FreelancerPublicProfileIndustriesDto] })
  industries!: FreelancerPublicProfileIndustriesDto[];
  @ApiProperty({ type: () => [FreelancerPublicProfilePortfolioDto] }) portfolio!: FreelancerPublicProfilePortfolioDto[];
  @ApiProperty({ type: () => [FreelancerPublicProfileSocialLinksDto] })
  social_links!: FreelancerPublicProfileSocialLinksDto[];
}

export class EmployerPublicProfileCompanyIndustriesDto {
  @ApiProperty({ type: Number }) id!: number;
  @ApiProperty({ type: String }) name!: string;
}

export class EmployerPublicProfileCompanyDto {
  @ApiProperty({ nullable: true, type: String, example: 'Acme Works' }) company_name!: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Owner' }) designation!: string | null;
  @ApiProperty({ nullable: true, type: String }) website!: string | null;
  @ApiProperty({ nullable: true, type: String }) logo!: string | null;
  @ApiProperty({ type: () => [EmployerPublicProfileCompanyIndustriesDto] })
  industries!: EmployerPublicProfileCompanyIndustriesDto[];
}

export class EmployerPublicProfileDto extends PublicProfileBaseDto {
  @ApiProperty({ enum: ['employer'], example: 'employer' }) declare user_type: 'employer';
  @ApiProperty({ type: () => EmployerPublicProfileCompanyDto }) company!: EmployerPublicProfileCompanyDto;
}

/** A skill of the caller (the ids PUT /api/profile/skills takes). */
export class SkillItemDto {
  @ApiProperty({ type: Number, example: 4 }) id!: number;
  @ApiProperty({ type: String, example: 'Welding' }) name!: string;
}

/** One of the caller's social links. */
export class SocialLinkViewDto {
  @ApiProperty({ type: Number, example: 2 }) id!: number;
  @ApiProperty({ type: String, example: 'LinkedIn' }) name!: string;
  @ApiProperty({ type: String, format: 'uri', example: 'https://linkedin.com/in/ada' }) link!: string;
}

/** POST /api/profile/video: the stored video. */
export class ProfileVideoDto {
  @ApiProperty({ type: String, example: 'b56cfaa2-1eda-4b71-a614-396386b167b6.mp4' }) video!: string;
  @ApiProperty({ type: String, example: '/api/portfolio/files/b56cfaa2-1eda-4b71-a614-396386b167b6.mp4' }) url!: string;
}

/** PUT /api/profile/language: the language now saved. */
export class LanguageSavedDto {
  @ApiProperty({ enum: LANGUAGES, example: 'fr' }) language!: Language;
}
