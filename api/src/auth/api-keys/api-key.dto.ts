import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, ArrayUnique, IsArray, IsDate, IsIn, IsOptional, IsString, Length } from 'class-validator';
import { API_KEY_SCOPES, API_KEYS, type ApiKeyScope } from '@gigmarket/shared';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateApiKeyDto {
  @ApiProperty({ example: 'Staffing system', maxLength: API_KEYS.nameMaxLength })
  @Transform(trim)
  @IsString()
  @Length(1, API_KEYS.nameMaxLength)
  name!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['listings:read', 'listings:write'] })
  @IsArray()
  @ArrayNotEmpty()
  @ArrayUnique()
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, { each: true })
  scopes!: ApiKeyScope[];

  @ApiPropertyOptional({ type: String, format: 'date-time', nullable: true, description: `When the key stops working (at most ${API_KEYS.maxExpiryDays} days away); none: until revoked` })
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  expires_at?: Date | null;
}

/** A key as lists show it: never its secret, only its first characters. */
export class ApiKeyViewDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Staffing system' }) name!: string;
  @ApiProperty({ example: 'gm_live_Xy12Ab34', description: 'The key’s first characters, to recognise it' }) prefix!: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes!: ApiKeyScope[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expires_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revoked_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Written at most once a minute' }) last_used_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ enum: ['active', 'revoked', 'expired'] }) status!: 'active' | 'revoked' | 'expired';
}

/** The answer of creating a key: the only time its full secret is shown. */
export class CreatedApiKeyDto extends ApiKeyViewDto {
  @ApiProperty({ example: 'gm_live_Xy12Ab34…', description: 'The full key: shown once, stored only as a digest' }) key!: string;
}

/** A key in the back office's list, with its owner. */
export class AdminApiKeyDto extends ApiKeyViewDto {
  @ApiProperty({ example: 12 }) user_id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'Acme Works Boss' }) owner_name!: string | null;
}
