import { ApiProperty } from '@nestjs/swagger';
import { ListingViewDto } from '../listings/listing-answers.dto';

/* Answer shapes (OpenAPI), mirroring the service interfaces of the same name. */

export class SavedJobDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: Number, example: 1 }) listing_id!: number;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ nullable: true, type: () => ListingViewDto }) listing!: ListingViewDto | null;
}

/** POST /api/bookmarks: the saved bookmark. */
export class BookmarkSavedDto {
  @ApiProperty({ type: Number, example: 14 }) id!: number;
  @ApiProperty({ type: Number, example: 3 }) listing_id!: number;
}
