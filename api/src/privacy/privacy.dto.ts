import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { CONSENT_CHANNELS, CONSENT_KINDS, DATA_EXPORT_STATUSES, TOGGLED_CONSENTS, type ConsentChannel, type ConsentKind, type DataExportStatus, type ToggledConsent } from '@gigmarket/shared';

export class ConsentStateDto {
  @ApiProperty({ enum: CONSENT_KINDS, example: 'sms_alerts' }) kind!: ConsentKind;
  @ApiProperty({ example: true }) granted!: boolean;
  @ApiProperty({ nullable: true, type: String, example: '2025-01', description: 'The wording’s version last agreed to or withdrawn; null when never asked' })
  version!: string | null;
  @ApiProperty({ example: '2025-01' }) current_version!: string;
  @ApiProperty({ nullable: true, enum: CONSENT_CHANNELS, example: 'site' }) channel!: ConsentChannel | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) at!: string | null;
}

export class SetConsentDto {
  /** Which consent. */
  @ApiProperty({ enum: TOGGLED_CONSENTS, example: 'sms_alerts' })
  @IsIn(TOGGLED_CONSENTS)
  kind!: ToggledConsent;

  /** true gives it, false withdraws it. */
  @ApiProperty({ example: false })
  @IsBoolean()
  granted!: boolean;
}

export class DataExportDto {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ enum: DATA_EXPORT_STATUSES, example: 'ready' }) status!: DataExportStatus;
  @ApiProperty({ enum: CONSENT_CHANNELS, example: 'site', description: 'Where it was asked for' }) channel!: ConsentChannel;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) ready_at!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Downloadable until then' }) expires_at!: string | null;
  @ApiProperty({ nullable: true, type: Number, example: 20480, description: 'Bytes' }) size!: number | null;
}
