import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** Africa's Talking's USSD callback, form-encoded; `text` is every answer so far joined by `*`. */
export class AfricasTalkingCallbackDto {
  @ApiProperty() @IsString() @MaxLength(100) sessionId!: string;
  @ApiProperty({ example: '*384*123#' }) @IsString() @MaxLength(40) serviceCode!: string;
  @ApiProperty({ example: '+2348032000018' }) @IsString() @MaxLength(20) phoneNumber!: string;
  @ApiPropertyOptional({ example: '62120' }) @IsOptional() @IsString() @MaxLength(20) networkCode?: string;
  @ApiProperty({ description: 'Answers so far joined by *, empty on the first hop', example: '1*2' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  text?: string;
}

/** A gateway that sends only the latest answer as JSON (Hubtel's programmable-services shape). */
export class HubtelCallbackDto {
  @ApiProperty({ enum: ['Initiation', 'Response', 'Release', 'Timeout'] })
  @IsIn(['Initiation', 'Response', 'Release', 'Timeout'])
  Type!: 'Initiation' | 'Response' | 'Release' | 'Timeout';
  @ApiProperty({ description: 'The dialled code on Initiation, else the latest answer' })
  @IsString()
  @MaxLength(200)
  Message!: string;
  @ApiProperty() @IsString() @MaxLength(100) SessionId!: string;
  @ApiProperty({ example: '233241234567' }) @IsString() @MaxLength(20) Mobile!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) ServiceCode?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(20) Operator?: string;
  @ApiPropertyOptional({ description: 'Hop number; a retry repeats it' }) @IsOptional() Sequence?: number | string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(500) ClientState?: string;
  @ApiPropertyOptional() @IsOptional() @IsString() @MaxLength(40) Platform?: string;
}

export class HubtelReplyDto {
  @ApiProperty({ enum: ['Response', 'Release'] }) Type!: 'Response' | 'Release';
  @ApiProperty({ description: 'At most 160 GSM-7 characters' }) Message!: string;
}
