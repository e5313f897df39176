import { ApiProperty } from '@nestjs/swagger';
import { FeaturedJobDto } from '../listings/dto/featured-listings-query.dto';
import { ListingViewDto } from '../listings/listing-answers.dto';
import { PostCardDto } from '../posts/post-answers.dto';

/* Answer shapes (OpenAPI), mirroring the service interfaces of the same name. */

export class HomeDataCategoriesDto {
  @ApiProperty({ type: Number, example: 2 }) id!: number;
  @ApiProperty({ type: String, example: 'Cleaning' }) category_name!: string;
  @ApiProperty({ type: String, example: 'cleaning' }) category_slug!: string;
  @ApiProperty({ nullable: true, type: String }) category_image!: string | null;
}

export class HomeDataDto {
  @ApiProperty({ type: String, example: 'NGN' }) currency!: string;
  @ApiProperty({ type: () => [FeaturedJobDto] }) featured!: FeaturedJobDto[];
  @ApiProperty({ type: () => [ListingViewDto] }) latest!: ListingViewDto[];
  @ApiProperty({ type: () => [HomeDataCategoriesDto] }) categories!: HomeDataCategoriesDto[];
  @ApiProperty({ type: () => [PostCardDto] }) posts!: PostCardDto[];
}

/** POST /api/home/jobs/:id/shares */
export class ShareCountedDto {
  @ApiProperty({ type: Boolean, example: true }) counted!: boolean;
}
