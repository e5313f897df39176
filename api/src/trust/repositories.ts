import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { Dispute, DisputeStatement } from './dispute.entity';
import { Rating, ReliabilityEvent } from './trust.entities';

/**
 * The trust folder's tables, for other domains (docs/architecture.md "Owners"): the owning module
 * imports and exports these repositories, and another domain reaches the rows only by importing that
 * module and injecting one below (inside a transaction: `manager.withRepository(repository)`),
 * never through the entity class itself.
 */
export const TRUST_REPOSITORIES = TypeOrmModule.forFeature([Dispute, DisputeStatement, Rating, ReliabilityEvent]);

export const InjectDisputes = () => InjectRepository(Dispute);
export const InjectDisputeStatements = () => InjectRepository(DisputeStatement);
export const InjectRatings = () => InjectRepository(Rating);
export const InjectReliabilityEvents = () => InjectRepository(ReliabilityEvent);
