import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserDto } from '../../users/current-user';

class EditableProfileBase {
  @ApiProperty({ type: Number, nullable: true, example: 25 }) state_id!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Industry id', example: 3 }) industry!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Stored upload filename', example: 'b3f1c2d4.webp' })
  avatar!: string | null;
}

/** GET and PUT /api/profile/tax-id. */
export class TaxIdDto {
  @ApiProperty({ type: String, nullable: true, example: '12345678901' }) tax_id!: string | null;
}

/** GET /api/profile for an employer: what POST /api/users/profile takes, as stored now. */
export class EmployerEditableProfileDto extends EditableProfileBase {
  @ApiProperty({ enum: ['employer'], example: 'employer' }) user_type!: 'employer';
  @ApiProperty({ type: String, nullable: true, example: 'Obi Builders Ltd' }) company_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Director' }) designation!: string | null;
}

/** GET /api/profile for a freelancer: what POST /api/users/profile takes, as stored now. */
export class FreelancerEditableProfileDto extends EditableProfileBase {
  @ApiProperty({ enum: ['freelancer'], example: 'freelancer' }) user_type!: 'freelancer';
  @ApiProperty({ type: String, nullable: true, example: 'Female' }) gender!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Plumber with ten years in Lagos' }) description!:
    string | null;
  @ApiProperty({ type: [Number], description: 'Job type ids', example: [1, 4] }) job_type!: number[];
}

/** POST /api/users/profile: the updated user; employers also get a fresh token. */
export class ProfileUpdatedDto {
  @ApiProperty({ type: CurrentUserDto }) user!: CurrentUserDto;
  @ApiProperty({
    required: false,
    description: 'A fresh bearer token (employers)',
    example: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
  })
  token?: string;
}
