import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { State } from '../locations/state.entity';
import { LookupsController } from './lookups.controller';
import { LookupsService } from './lookups.service';
import { LOOKUPS_REPOSITORIES } from './repositories';

@Module({
  imports: [LOOKUPS_REPOSITORIES, TypeOrmModule.forFeature([State])],
  controllers: [LookupsController],
  providers: [LookupsService],
  exports: [LOOKUPS_REPOSITORIES, LookupsService],
})
export class LookupsModule {}
