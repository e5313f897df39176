import { IntersectionType } from '@nestjs/swagger';
import { Optional, PartialUpdate } from '../../common/validation';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { ALL_PERMISSIONS } from '@gigmarket/shared';
import { RecordEchoDto } from './fields';

export class CreateRoleDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(50)
  name!: string;

  @IsOptional()
  @IsString()
  @MaxLength(255)
  description?: string | null;

  /** The matrix of resources x actions, as `resource.action` names. */
  @Optional()
  @IsArray()
  @ArrayMaxSize(ALL_PERMISSIONS.length)
  @IsIn(ALL_PERMISSIONS, { each: true, message: 'permissions must be resource.action names of the back office' })
  permissions?: string[];
}
export class UpdateRoleDto extends IntersectionType(PartialUpdate(CreateRoleDto), RecordEchoDto) {}

export class CreatePermissionDto {
  @IsIn(ALL_PERMISSIONS, { message: 'name must be a resource.action name of the back office' })
  name!: string;
}
export class UpdatePermissionDto extends IntersectionType(PartialUpdate(CreatePermissionDto), RecordEchoDto) {
  @Optional() @IsString() resource?: string;
  @Optional() @IsString() action?: string;
}
