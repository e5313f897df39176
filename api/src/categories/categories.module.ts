import { Module } from '@nestjs/common';
import { CATEGORIES_REPOSITORIES } from './repositories';

/** The job categories’ rows, for the domains that show or filter by them. */
@Module({ imports: [CATEGORIES_REPOSITORIES], exports: [CATEGORIES_REPOSITORIES] })
export class CategoriesModule {}
