import { Module } from '@nestjs/common';
import { LookupsController } from './lookups.controller';
import { LookupsService } from './lookups.service';
import { LOOKUPS_REPOSITORIES } from './repositories';

@Module({
  imports: [LOOKUPS_REPOSITORIES],
  controllers: [LookupsController],
  providers: [LookupsService],
  exports: [LOOKUPS_REPOSITORIES, LookupsService],
})
export class LookupsModule {}
