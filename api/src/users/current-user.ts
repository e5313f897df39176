import { ApiProperty } from '@nestjs/swagger';
import { ALL_PERMISSIONS, currentRouteFor, isAdminType, type UserType, USER_TYPES } from '@gigmarket/shared';
import type { User } from './user.entity';

/** The signed-in user as the site and the back office read it (never the password hash). */
export class CurrentUserDto {
  @ApiProperty() id!: number;
  @ApiProperty({ nullable: true, type: String }) name!: string | null;
  @ApiProperty({ nullable: true, type: String }) first_name!: string | null;
  @ApiProperty({ nullable: true, type: String }) last_name!: string | null;
  @ApiProperty({ nullable: true, type: String }) email!: string | null;
  @ApiProperty({ nullable: true, type: String }) phone!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Stored upload filename (GET /api/uploads/:filename)' })
  avatar!: string | null;
  @ApiProperty({ enum: USER_TYPES }) user_type!: UserType;
  @ApiProperty({ example: '/user-welcome' }) current_route!: string;
  @ApiProperty({ type: [String], example: ['listings.list'] }) permissions!: string[];
  @ApiProperty() profile_complete!: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'A scheduled deletion: the account is erased from then unless cancelled (docs/privacy.md)' })
  erase_after!: Date | null;
}

export function toCurrentUser(user: User): CurrentUserDto {
  const admin = isAdminType(user.user_type);
  const profileComplete = admin || user.profile_completed_at !== null;
  const permissions =
    user.user_type === 'superadmin'
      ? [...ALL_PERMISSIONS]
      : user.user_type === 'admin'
        ? (user.role?.permissions ?? []).map((permission) => permission.name).sort()
        : [];
  return {
    id: user.id,
    name: user.name ?? ([user.first_name, user.last_name].filter(Boolean).join(' ') || null),
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    user_type: user.user_type,
    // Signed in during a deletion's grace period: the page that offers to cancel it comes first.
    current_route: user.erase_after && !admin ? `/${user.user_type === 'employer' ? 'employer' : 'freelancer'}/account/delete` : currentRouteFor(user.user_type, profileComplete),
    permissions,
    profile_complete: profileComplete,
    erase_after: user.erase_after ?? null,
  };
}
