import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { EmployerBlock, Favourite, HiddenEmployer } from './roster.entities';

/**
 * The roster folder's tables (docs/architecture.md "Owners"): RosterAccessModule imports and exports
 * these repositories, which the roster's routes (roster-routes/) read and write through; other
 * domains ask RosterExclusions rather than read them.
 */
export const ROSTER_REPOSITORIES = TypeOrmModule.forFeature([Favourite, EmployerBlock, HiddenEmployer]);

export const InjectFavourites = () => InjectRepository(Favourite);
export const InjectEmployerBlocks = () => InjectRepository(EmployerBlock);
export const InjectHiddenEmployers = () => InjectRepository(HiddenEmployer);
