import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { AuthToken } from './auth-token.entity';
import { ApiKey } from './api-keys/api-key.entity';

/**
 * The auth folder's tables, for other domains (docs/architecture.md "Owners"): the owning module
 * imports and exports these repositories, and another domain reaches the rows only by importing that
 * module and injecting one below (inside a transaction: `manager.withRepository(repository)`),
 * never through the entity class itself.
 */
export const AUTH_REPOSITORIES = TypeOrmModule.forFeature([AuthToken, ApiKey]);

export const InjectApiKeys = () => InjectRepository(ApiKey);

export const InjectAuthTokens = () => InjectRepository(AuthToken);
