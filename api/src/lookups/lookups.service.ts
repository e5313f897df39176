import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { State } from '../locations/state.entity';
import { Industry, JobType, Skill } from './lookup.entities';

export interface LookupItem {
  id: number;
  name: string;
}

/** The lists the signup and account forms offer: states, industries, job types and skills, by name. */
@Injectable()
export class LookupsService {
  constructor(
    @InjectRepository(State) private readonly states: Repository<State>,
    @InjectRepository(Industry) private readonly industries: Repository<Industry>,
    @InjectRepository(JobType) private readonly jobTypes: Repository<JobType>,
    @InjectRepository(Skill) private readonly skills: Repository<Skill>,
  ) {}

  listStates(countryId?: number): Promise<LookupItem[]> {
    return this.states.find({
      select: { id: true, name: true },
      where: countryId ? { country_id: countryId } : {},
      order: { name: 'ASC', id: 'ASC' },
    });
  }

  listIndustries(): Promise<LookupItem[]> {
    return this.industries.find({ select: { id: true, name: true }, order: { name: 'ASC', id: 'ASC' } });
  }

  listJobTypes(): Promise<LookupItem[]> {
    return this.jobTypes.find({ select: { id: true, name: true }, order: { name: 'ASC', id: 'ASC' } });
  }

  listSkills(): Promise<LookupItem[]> {
    return this.skills.find({ select: { id: true, name: true }, order: { name: 'ASC', id: 'ASC' } });
  }
}
