import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  CANCEL_NOTE_MAX,
  CANCEL_REASONS,
  LANGUAGES,
  NO_SHOW_DECISIONS,
  RATING_LIMITS,
  type CancelReason,
  type Language,
  type NoShowDecision,
} from '@gigmarket/shared';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CancelHireDto {
  @ApiProperty({ enum: CANCEL_REASONS, example: 'schedule_changed' })
  @IsIn(CANCEL_REASONS, { message: `reason must be one of ${CANCEL_REASONS.join(', ')}` })
  reason!: CancelReason;

  @ApiPropertyOptional({ maxLength: CANCEL_NOTE_MAX })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'note must be text' })
  @MaxLength(CANCEL_NOTE_MAX, { message: `note must be at most ${CANCEL_NOTE_MAX} characters` })
  note?: string;
}

export class RateHireDto {
  @ApiProperty({ minimum: RATING_LIMITS.starsMin, maximum: RATING_LIMITS.starsMax, example: 5 })
  @IsInt({ message: 'stars must be a whole number from 1 to 5' })
  @Min(RATING_LIMITS.starsMin, { message: 'stars must be a whole number from 1 to 5' })
  @Max(RATING_LIMITS.starsMax, { message: 'stars must be a whole number from 1 to 5' })
  stars!: number;

  @ApiPropertyOptional({ maxLength: RATING_LIMITS.commentMax, description: 'Plain text: HTML is not interpreted' })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'comment must be text' })
  @MaxLength(RATING_LIMITS.commentMax, { message: `comment must be at most ${RATING_LIMITS.commentMax} characters` })
  comment?: string;
}

export class ContestNoShowDto {
  @ApiProperty({ maxLength: 500, example: 'I was there at 9:00; the gate was locked' })
  @Transform(trim)
  @IsString({ message: 'note is required' })
  @Length(1, 500, { message: 'note must be 1 to 500 characters' })
  note!: string;
}

export class ResolveNoShowDto {
  @ApiProperty({ enum: NO_SHOW_DECISIONS })
  @IsIn(NO_SHOW_DECISIONS, { message: `decision must be one of ${NO_SHOW_DECISIONS.join(', ')}` })
  decision!: NoShowDecision;

  @ApiPropertyOptional({ maxLength: 500 })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'note must be text' })
  @MaxLength(500, { message: 'note must be at most 500 characters' })
  note?: string;
}

export class LanguageDto {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language!: Language;
}

/** The back office's only change to a rating: hide its comment with a reason, or show it again. */
export class HideRatingDto {
  @ApiProperty()
  @IsBoolean({ message: 'hidden must be true or false' })
  hidden!: boolean;

  @ApiPropertyOptional({ maxLength: 255 })
  @ValidateIf((dto: HideRatingDto) => dto.hidden === true)
  @Transform(trim)
  @IsString({ message: 'hidden_reason is required to hide a rating' })
  @Length(1, 255, { message: 'hidden_reason is required to hide a rating (at most 255 characters)' })
  hidden_reason?: string;
}
