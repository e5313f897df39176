import { ApiProperty } from '@nestjs/swagger';

/* Answer shapes (OpenAPI), mirroring the service interfaces of the same name. */

export class PostViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ nullable: true, type: Number }) postscategory_id!: number | null;
  @ApiProperty({ type: String, example: 'Members only' }) post_title!: string;
  @ApiProperty({ type: String, example: 'members' }) post_slug!: string;
  @ApiProperty({ type: String, example: 'post' }) post_type!: string;
  @ApiProperty({ type: String, example: 'published' }) post_status!: string;
  @ApiProperty({ nullable: true, type: String }) short_description!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '<p>Hello</p>' }) post_description!: string | null;
  @ApiProperty({ nullable: true, type: String }) seo_title!: string | null;
  @ApiProperty({ nullable: true, type: String }) seo_description!: string | null;
  @ApiProperty({ nullable: true, type: String }) post_image!: string | null;
  @ApiProperty({ nullable: true, type: String }) post_link!: string | null;
  @ApiProperty({ type: Boolean, example: false }) featured!: boolean;
  @ApiProperty({ type: Boolean, example: false }) trending!: boolean;
  @ApiProperty({ type: Boolean, example: true }) post_protect!: boolean;
  @ApiProperty({ type: Boolean, example: false }) hide_title!: boolean;
  @ApiProperty({ type: Number, example: 0 }) menu_order!: number;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) updated_at!: Date;
}

export class PostCardDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: String, example: 'Members only' }) post_title!: string;
  @ApiProperty({ type: String, example: 'members' }) post_slug!: string;
  @ApiProperty({ nullable: true, type: String }) short_description!: string | null;
  @ApiProperty({ nullable: true, type: String }) post_image!: string | null;
  @ApiProperty({ type: Boolean, example: false }) featured!: boolean;
  @ApiProperty({ type: Boolean, example: false }) trending!: boolean;
  @ApiProperty({ type: Boolean, example: true }) post_protect!: boolean;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
}
