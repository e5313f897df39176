import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { ERASURE_BLOCKERS, ERASURE_GRACE_DAYS, LIMITS, type ErasureBlocker } from '@gigmarket/shared';

export class ErasureStateDto {
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'When the scheduled erasure falls due; null when none is scheduled' })
  erase_after!: Date | null;
  @ApiProperty({ enum: ERASURE_BLOCKERS, isArray: true, description: 'What keeps the account from being deleted now; empty when it may be' })
  blockers!: ErasureBlocker[];
  @ApiProperty({ example: ERASURE_GRACE_DAYS }) grace_days!: number;
}

export class ErasureScheduledDto {
  @ApiProperty({ type: String, format: 'date-time' }) erase_after!: Date;
}

export class ConfirmErasureDto {
  /** The six-digit code texted by POST /account/deletion/code. */
  @IsString()
  @Matches(new RegExp(`^\\d{${LIMITS.codeLength}}$`), { message: `code must be ${LIMITS.codeLength} digits` })
  code!: string;
}
