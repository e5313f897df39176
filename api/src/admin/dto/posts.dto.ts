import { IntersectionType } from '@nestjs/swagger';
import { Optional, PartialUpdate } from '../../common/validation';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { POST_STATUSES } from '@gigmarket/shared';
import { RecordEchoDto, SLUG } from './fields';

export class CreatePostDto {
  @IsOptional()
  @IsInt()
  @Min(1)
  postscategory_id?: number | null;

  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  post_title!: string;

  @Optional()
  @Matches(SLUG, { message: 'post_slug may hold lowercase letters, digits and dashes' })
  @MaxLength(220)
  post_slug?: string;

  @Optional()
  @IsIn(['post', 'page'])
  post_type?: string;

  @Optional()
  @IsIn(POST_STATUSES)
  post_status?: string;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  short_description?: string | null;

  /** HTML; sanitised with the notifications allow-list. */
  @IsOptional()
  @IsString()
  @MaxLength(100_000)
  post_description?: string | null;

  @IsOptional() @IsString() @MaxLength(200) seo_title?: string | null;
  @IsOptional() @IsString() @MaxLength(500) seo_description?: string | null;
  @IsOptional() @IsString() @MaxLength(255) post_image?: string | null;
  @IsOptional() @IsString() @MaxLength(255) post_link?: string | null;
  @Optional() @IsBoolean() featured?: boolean;
  @Optional() @IsBoolean() trending?: boolean;
  @Optional() @IsBoolean() post_protect?: boolean;
  @Optional() @IsBoolean() hide_title?: boolean;

  /** Write-only; stored as an argon2 hash. Needed when post_protect is set. */
  @IsOptional()
  @IsString()
  @MinLength(4)
  @MaxLength(100)
  post_password?: string;

  @Optional()
  @IsInt()
  menu_order?: number;
}
export class UpdatePostDto extends IntersectionType(PartialUpdate(CreatePostDto), RecordEchoDto) {}
