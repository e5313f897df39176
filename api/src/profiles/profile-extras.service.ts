import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@gigmarket/shared';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { localName } from '../i18n/i18n';
import type { Skill } from '../lookups/lookup.entities';
import { InjectSkills } from '../lookups/repositories';
import { DOCUMENT_STORAGE, DocumentStorage } from '../portfolio/document-storage';
import { sniffFileKind, VIDEO_KINDS } from '../portfolio/file-kinds';
import type { Profile } from '../users/profile.entity';
import { InjectProfiles, InjectSocialMedia, InjectUserSkills } from '../users/repositories';
import type { SocialMedia, UserSkill } from '../users/user-link.entities';
import { SocialLinkDto } from './profile-extras.dto';
import { transaction } from '../common/transaction';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { PROFILE_MESSAGES } from '../i18n/messages/places';

/** The account pieces beyond the onboarding profile: skills, social links and the profile video. */
@Injectable()
export class ProfileExtrasService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectProfiles() private readonly profiles: Repository<Profile>,
    @InjectUserSkills() private readonly userSkills: Repository<UserSkill>,
    @InjectSocialMedia() private readonly socialMedia: Repository<SocialMedia>,
    @InjectSkills() private readonly skillCatalogue: Repository<Skill>,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  /** The person's skills, named in `language`. */
  async skills(userId: number, language: Language): Promise<{ id: number; name: string }[]> {
    const rows = await this.userSkills.find({ where: { user_id: userId }, relations: { skill: true }, order: { id: 'ASC' } });
    return rows.filter((row) => row.skill).map((row) => ({ id: row.skill_id, name: localName(language, row.skill!.name, row.skill!.name_fr) }));
  }

  /** Replaces the skills in one transaction. */
  async setSkills(userId: number, skillIds: number[], language: Language): Promise<{ id: number; name: string }[]> {
    await transaction(this.dataSource, async (manager) => {
      if (skillIds.length) {
        const found = await manager.withRepository(this.skillCatalogue).count({ where: { id: In(skillIds) } });
        if (found !== skillIds.length) throw DomainError.field('skill_ids', 'exists', PROFILE_MESSAGES.skillUnknown);
      }
      const userSkills = manager.withRepository(this.userSkills);
      await userSkills.delete({ user_id: userId });
      if (skillIds.length) await userSkills.insert(skillIds.map((skill_id) => ({ user_id: userId, skill_id })));
    });
    return this.skills(userId, language);
  }

  async socialLinks(userId: number): Promise<{ id: number; name: string; link: string }[]> {
    const rows = await this.socialMedia.find({ where: { user_id: userId }, order: { id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, name: row.name, link: row.link }));
  }

  /** Replaces the social links in one transaction (one per name). */
  async setSocialLinks(userId: number, links: SocialLinkDto[]): Promise<{ id: number; name: string; link: string }[]> {
    const names = links.map((link) => link.name.trim().toLowerCase());
    if (new Set(names).size !== names.length) throw DomainError.field('links', 'unique', PROFILE_MESSAGES.linkRepeated);
    await transaction(this.dataSource, async (manager) => {
      const socialMedia = manager.withRepository(this.socialMedia);
      await socialMedia.delete({ user_id: userId });
      if (links.length) await socialMedia.insert(links.map((link) => ({ user_id: userId, name: link.name.trim(), link: link.link })));
    });
    return this.socialLinks(userId);
  }

  /** Stores the video (checked by content) and points the profile at it; the old file goes. */
  async setVideo(userId: number, data: Buffer): Promise<{ video: string; url: string }> {
    const kind = sniffFileKind(data);
    if (!kind || !VIDEO_KINDS.includes(kind)) throw DomainError.field('file', 'type', COMMON_MESSAGES.notAVideo);
    const name = await this.storage.put(kind, data);
    let previous: string | null = null;
    try {
      await transaction(this.dataSource, async (manager) => {
        const profiles = manager.withRepository(this.profiles);
        const profile = await profiles.findOne({ where: { user_id: userId } });
        previous = profile?.video ?? null;
        if (profile) await profiles.update({ user_id: userId }, { video: name });
        else await profiles.insert({ user_id: userId, video: name });
      });
    } catch (error) {
      await this.storage.delete(name);
      throw error;
    }
    if (previous) await this.storage.delete(previous);
    return { video: name, url: `/api/portfolio/files/${name}` };
  }

  async removeVideo(userId: number): Promise<void> {
    const profile = await this.profiles.findOne({ where: { user_id: userId } });
    if (!profile?.video) return;
    await this.profiles.update({ user_id: userId }, { video: null });
    await this.storage.delete(profile.video);
  }
}
