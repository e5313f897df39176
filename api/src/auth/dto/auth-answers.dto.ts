import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserDto } from '../../users/current-user';
import { CODE_ACTIONS, type CodeAction } from '../verification-code.entity';
import { FIELD_NAMES, type FieldName } from '../../common/fields';

/** register, login, resendVerification, forgotPassword: where the code went and what it is for. */
export class CodeSentDto {
  @ApiProperty({ enum: FIELD_NAMES, example: 'phone' }) fieldName!: FieldName;
  @ApiProperty({ description: 'Phone digits or email, as the next call must send it', example: '08031234567' })
  username!: string;
  @ApiProperty({ enum: CODE_ACTIONS, example: 'login' }) action!: CodeAction;
}

/** processVerification (login, register) and the back-office sign-in: a bearer token and the user. */
export class SignedInDto {
  @ApiProperty({
    description: 'Bearer token (Authorization: Bearer <token>)',
    example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.sig',
  })
  token!: string;
  @ApiProperty({ type: CurrentUserDto }) user!: CurrentUserDto;
}

/** processVerification with action password: the confirmed code to send to processPassword. */
export class PasswordCodeConfirmedDto {
  @ApiProperty({ example: '08031234567' }) username!: string;
  @ApiProperty({ example: '123456', pattern: '^\\d{6}$' }) code!: string;
}
