import { ApiProperty } from '@nestjs/swagger';

/* Trust's answers: a rating as its two sides see it, and a hire's rating block. */

export class RatingViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: Number, example: 1 }) application_id!: number;
  @ApiProperty({ type: Number, example: 2 }) rater_id!: number;
  @ApiProperty({ type: Number, example: 3 }) ratee_id!: number;
  @ApiProperty({ type: Number, example: 5 }) stars!: number;
  @ApiProperty({ nullable: true, type: String, example: '<b>Paid</b> on time' }) comment!: string | null;
  @ApiProperty({ type: Boolean, example: false }) hidden!: boolean;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ type: Boolean, example: false }) revealed!: boolean;
}

export class HireRatingBlockDto {
  @ApiProperty({ nullable: true, type: () => RatingViewDto }) mine!: RatingViewDto | null;
  @ApiProperty({ nullable: true, type: () => RatingViewDto }) theirs!: RatingViewDto | null;
  @ApiProperty({ type: Boolean, example: false }) can_rate!: boolean;
  @ApiProperty({ nullable: true, format: 'date-time', type: String, example: '2026-12-07T00:51:20.177Z' })
  window_ends_at!: Date | null;
}

/** A recent visible rating comment on a public profile. */
export class LatestCommentDto {
  @ApiProperty({ type: Number, example: 5 }) stars!: number;
  @ApiProperty({ type: String, example: 'Paid on time' }) comment!: string;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-20T09:30:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, example: 'Ada Obi' }) rater_name!: string;
}
