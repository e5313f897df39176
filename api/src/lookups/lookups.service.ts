import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Language } from '@gigmarket/shared';
import { FindOptionsWhere, Repository } from 'typeorm';
import { localName } from '../i18n/i18n';
import { InjectStates } from '../locations/repositories';
import type { State } from '../locations/state.entity';
import { Industry, JobType, Skill } from './lookup.entities';

export interface LookupItem {
  id: number;
  name: string;
}

type Named = { id: number; name: string; name_fr: string | null };

/** Rows named in `language`, by that name (accents sorted as the language sorts them). */
export function localItems(language: Language, rows: Named[]): LookupItem[] {
  const collator = new Intl.Collator(language);
  return rows
    .map((row) => ({ id: row.id, name: localName(language, row.name, row.name_fr) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}

/**
 * The lists the signup and account forms offer: states, industries, job types and skills, named
 * in the caller's language and sorted by that name.
 */
@Injectable()
export class LookupsService {
  constructor(
    @InjectStates() private readonly states: Repository<State>,
    @InjectRepository(Industry) private readonly industries: Repository<Industry>,
    @InjectRepository(JobType) private readonly jobTypes: Repository<JobType>,
    @InjectRepository(Skill) private readonly skills: Repository<Skill>,
  ) {}

  async listStates(language: Language, countryId?: number): Promise<LookupItem[]> {
    const where: FindOptionsWhere<State> = countryId ? { country_id: countryId } : {};
    return localItems(language, await this.states.find({ select: { id: true, name: true, name_fr: true }, where }));
  }

  async listIndustries(language: Language): Promise<LookupItem[]> {
    return localItems(language, await this.industries.find({ select: { id: true, name: true, name_fr: true } }));
  }

  async listJobTypes(language: Language): Promise<LookupItem[]> {
    return localItems(language, await this.jobTypes.find({ select: { id: true, name: true, name_fr: true } }));
  }

  async listSkills(language: Language): Promise<LookupItem[]> {
    return localItems(language, await this.skills.find({ select: { id: true, name: true, name_fr: true } }));
  }
}
