import { ApiProperty } from '@nestjs/swagger';
import { PersonSummaryDto } from '../profiles/profile-answers.dto';

/* Answer shapes (OpenAPI), mirroring the service interfaces of the same name. */

export class ConnectionViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: Number, example: 5 }) freelancer_id!: number;
  @ApiProperty({ type: Number, example: 2 }) employer_id!: number;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
  @ApiProperty({ nullable: true, type: () => PersonSummaryDto }) user!: PersonSummaryDto | null;
}
