import { Global, Module } from '@nestjs/common';
import { LgasController } from './lgas.controller';
import { PlacesService } from './places.service';

/** Places people know (docs/places.md): every domain with a place asks PlacesService. */
@Global()
@Module({
  controllers: [LgasController],
  providers: [PlacesService],
  exports: [PlacesService],
})
export class PlacesModule {}
