import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { User } from './user.entity';
import { Profile } from './profile.entity';
import { UserSkill, UserIndustry, UserJobType, SocialMedia } from './user-link.entities';

/**
 * The users folder's tables, for other domains (docs/architecture.md "Owners"): the owning module
 * imports and exports these repositories, and another domain reaches the rows only by importing that
 * module and injecting one below (inside a transaction: `manager.withRepository(repository)`),
 * never through the entity class itself.
 */
export const USERS_REPOSITORIES = TypeOrmModule.forFeature([
  User,
  Profile,
  UserSkill,
  UserIndustry,
  UserJobType,
  SocialMedia,
]);

export const InjectUsers = () => InjectRepository(User);
export const InjectProfiles = () => InjectRepository(Profile);
export const InjectUserSkills = () => InjectRepository(UserSkill);
export const InjectUserIndustries = () => InjectRepository(UserIndustry);
export const InjectUserJobTypes = () => InjectRepository(UserJobType);
export const InjectSocialMedia = () => InjectRepository(SocialMedia);
