import { Global, Module } from '@nestjs/common';
import { LgasController } from './lgas.controller';
import { PlacesService } from './places.service';
import { LOCATIONS_REPOSITORIES } from './repositories';

/** Places people know (docs/places.md): every domain with a place asks PlacesService. */
@Global()
@Module({
  imports: [LOCATIONS_REPOSITORIES],
  controllers: [LgasController],
  providers: [PlacesService],
  exports: [LOCATIONS_REPOSITORIES, PlacesService],
})
export class PlacesModule {}
