import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@gigmarket/shared';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { localName } from '../i18n/i18n';
import { Skill } from '../lookups/lookup.entities';
import { DOCUMENT_STORAGE, DocumentStorage } from '../portfolio/document-storage';
import { sniffFileKind, VIDEO_KINDS } from '../portfolio/file-kinds';
import { Profile } from '../users/profile.entity';
import { SocialMedia, UserSkill } from '../users/user-link.entities';
import { SocialLinkDto } from './profile-extras.dto';
import { transaction } from '../common/transaction';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { PROFILE_MESSAGES } from '../i18n/messages/places';

/** The account pieces beyond the onboarding profile: skills, social links and the profile video. */
@Injectable()
export class ProfileExtrasService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
  ) {}

  /** The person's skills, named in `language`. */
  async skills(userId: number, language: Language): Promise<{ id: number; name: string }[]> {
    const rows = await this.dataSource.getRepository(UserSkill).find({ where: { user_id: userId }, relations: { skill: true }, order: { id: 'ASC' } });
    return rows.filter((row) => row.skill).map((row) => ({ id: row.skill_id, name: localName(language, row.skill!.name, row.skill!.name_fr) }));
  }

  /** Replaces the skills in one transaction. */
  async setSkills(userId: number, skillIds: number[], language: Language): Promise<{ id: number; name: string }[]> {
    await transaction(this.dataSource, async (manager) => {
      if (skillIds.length) {
        const found = await manager.count(Skill, { where: { id: In(skillIds) } });
        if (found !== skillIds.length) throw DomainError.field('skill_ids', 'exists', PROFILE_MESSAGES.skillUnknown);
      }
      await manager.delete(UserSkill, { user_id: userId });
      if (skillIds.length) await manager.insert(UserSkill, skillIds.map((skill_id) => ({ user_id: userId, skill_id })));
    });
    return this.skills(userId, language);
  }

  async socialLinks(userId: number): Promise<{ id: number; name: string; link: string }[]> {
    const rows = await this.dataSource.getRepository(SocialMedia).find({ where: { user_id: userId }, order: { id: 'ASC' } });
    return rows.map((row) => ({ id: row.id, name: row.name, link: row.link }));
  }

  /** Replaces the social links in one transaction (one per name). */
  async setSocialLinks(userId: number, links: SocialLinkDto[]): Promise<{ id: number; name: string; link: string }[]> {
    const names = links.map((link) => link.name.trim().toLowerCase());
    if (new Set(names).size !== names.length) throw DomainError.field('links', 'unique', PROFILE_MESSAGES.linkRepeated);
    await transaction(this.dataSource, async (manager) => {
      await manager.delete(SocialMedia, { user_id: userId });
      if (links.length) await manager.insert(SocialMedia, links.map((link) => ({ user_id: userId, name: link.name.trim(), link: link.link })));
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
        const profile = await manager.findOne(Profile, { where: { user_id: userId } });
        previous = profile?.video ?? null;
        if (profile) await manager.update(Profile, { user_id: userId }, { video: name });
        else await manager.insert(Profile, { user_id: userId, video: name });
      });
    } catch (error) {
      await this.storage.delete(name);
      throw error;
    }
    if (previous) await this.storage.delete(previous);
    return { video: name, url: `/api/portfolio/files/${name}` };
  }

  async removeVideo(userId: number): Promise<void> {
    const profile = await this.dataSource.getRepository(Profile).findOne({ where: { user_id: userId } });
    if (!profile?.video) return;
    await this.dataSource.getRepository(Profile).update({ user_id: userId }, { video: null });
    await this.storage.delete(profile.video);
  }
}
