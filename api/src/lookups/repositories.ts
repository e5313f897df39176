import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { Industry, JobType, Skill } from './lookup.entities';

/**
 * The lookups folder's tables, for other domains (docs/architecture.md "Owners"): the owning module
 * imports and exports these repositories, and another domain reaches the rows only by importing that
 * module and injecting one below (inside a transaction: `manager.withRepository(repository)`),
 * never through the entity class itself.
 */
export const LOOKUPS_REPOSITORIES = TypeOrmModule.forFeature([Industry, JobType, Skill]);

export const InjectIndustries = () => InjectRepository(Industry);
export const InjectJobTypes = () => InjectRepository(JobType);
export const InjectSkills = () => InjectRepository(Skill);
