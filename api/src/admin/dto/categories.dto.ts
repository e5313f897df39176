import { IntersectionType } from '@nestjs/swagger';
import { Optional, PartialUpdate } from '../../common/validation';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CATEGORY_STATUSES } from '@gigmarket/shared';
import { FrenchName, RecordEchoDto, SLUG } from './fields';

export class CreateCategoryDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  category_name!: string;

  @FrenchName()
  category_name_fr?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(50)
  category_type?: string | null;

  /** Made from the name when left out. */
  @Optional()
  @Matches(SLUG, { message: 'category_slug may hold lowercase letters, digits and dashes' })
  @MaxLength(120)
  category_slug?: string;

  @Optional()
  @IsIn(CATEGORY_STATUSES)
  category_status?: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  category_image?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(5000)
  category_description?: string | null;
}
export class UpdateCategoryDto extends IntersectionType(PartialUpdate(CreateCategoryDto), RecordEchoDto) {}

export class CreatePostCategoryDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;

  @Optional()
  @Matches(SLUG, { message: 'slug may hold lowercase letters, digits and dashes' })
  @MaxLength(120)
  slug?: string;

  @Optional()
  @IsIn(CATEGORY_STATUSES)
  status?: string;
}
export class UpdatePostCategoryDto extends IntersectionType(PartialUpdate(CreatePostCategoryDto), RecordEchoDto) {}
