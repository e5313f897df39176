import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** POST /api/freelancer/hires/:id/confirm: where the tap came from (USSD confirms through its own screen). */
export class ConfirmShiftDto {
  @ApiProperty({ required: false, enum: ['link', 'site'], example: 'link', description: 'link: the SMS’s page; site: the hire page (the default)' })
  @IsOptional()
  @IsIn(['link', 'site'])
  via?: 'link' | 'site';
}
