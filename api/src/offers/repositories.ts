import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { Offer } from './offer.entity';

/** The offers folder's table (docs/architecture.md "Owners"). */
export const OFFERS_REPOSITORIES = TypeOrmModule.forFeature([Offer]);

export const InjectOffers = () => InjectRepository(Offer);
