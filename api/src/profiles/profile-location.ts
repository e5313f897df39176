import { Body, Controller, Get, HttpCode, Injectable, Put } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsLatitude, IsLongitude, ValidateIf } from 'class-validator';
import { DataSource } from 'typeorm';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { DomainError } from '../common/domain-error';
import { ApiAnswerOf } from '../openapi/api-answer';
import { Profile } from '../users/profile.entity';
import { PROFILE_LOCATION_MESSAGES } from './profile-location.messages';


/** Where the caller is: both numbers, or both null to forget it. */
export class ProfileLocationDto {
  @ApiProperty({ type: Number, nullable: true, example: 6.6018, description: 'Degrees, -90 to 90; null with longitude null removes the location' })
  @ValidateIf((dto: ProfileLocationDto) => dto.latitude !== null)
  @IsLatitude()
  latitude!: number | null;

  @ApiProperty({ type: Number, nullable: true, example: 3.3515, description: 'Degrees, -180 to 180' })
  @ValidateIf((dto: ProfileLocationDto) => dto.longitude !== null)
  @IsLongitude()
  longitude!: number | null;
}

export class ProfileLocationAnswerDto {
  @ApiProperty({ type: Number, nullable: true, example: 6.6018 }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 3.3515 }) longitude!: number | null;
}

/** The profile's point: the centre of "near me" on the site and by USSD (docs/search.md, docs/ussd.md). */
@Injectable()
export class ProfileLocationService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(userId: number): Promise<ProfileLocationAnswerDto> {
    const profile = await this.dataSource.getRepository(Profile).findOne({ where: { user_id: userId }, select: { id: true, latitude: true, longitude: true } });
    const number = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));
    const latitude = number(profile?.latitude);
    const longitude = number(profile?.longitude);
    return latitude === null || longitude === null ? { latitude: null, longitude: null } : { latitude, longitude };
  }

  /** Sets (or with two nulls, removes) the point; a user without a profile row gets one. */
  async set(userId: number, dto: ProfileLocationDto): Promise<ProfileLocationAnswerDto> {
    if ((dto.latitude === null) !== (dto.longitude === null)) throw DomainError.field('latitude', 'pair', PROFILE_LOCATION_MESSAGES.pair);
    const point = {
      latitude: dto.latitude === null ? null : Number(dto.latitude).toFixed(7),
      longitude: dto.longitude === null ? null : Number(dto.longitude).toFixed(7),
    };
    const profiles = this.dataSource.getRepository(Profile);
    const updated = await profiles.update({ user_id: userId }, point);
    if (!updated.affected) await profiles.insert({ user_id: userId, ...point });
    return this.get(userId);
  }
}

@ApiTags('profiles')
@Controller('profile/location')
@UserTypes('employer', 'freelancer')
export class ProfileLocationController {
  constructor(private readonly locations: ProfileLocationService) {}

  @Get()
  @ApiOperation({ summary: 'The caller’s location (the centre of “near me”), or nulls when none is set' })
  @ApiAnswerOf(ProfileLocationAnswerDto)
  async show(@CurrentUser() user: AuthUser) {
    return ok('OK', await this.locations.get(user.id));
  }

  @Put()
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the caller’s location (from the browser’s geolocation or a map pin), or remove it with two nulls' })
  @ApiAnswerOf(ProfileLocationAnswerDto, { description: "'Location saved' or 'Location removed'" })
  @ApiResponse({ status: 400, description: 'latitude or longitude out of range, or only one of them' })
  async set(@CurrentUser() user: AuthUser, @Body() dto: ProfileLocationDto) {
    const saved = await this.locations.set(user.id, dto);
    return ok(saved.latitude === null ? PROFILE_LOCATION_MESSAGES.cleared : PROFILE_LOCATION_MESSAGES.saved, saved);
  }
}
