import { Body, Controller, Get, HttpCode, Injectable, Put } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@gigmarket/shared';
import { Type } from 'class-transformer';
import { IsInt, IsLatitude, IsLongitude, IsOptional, Min, ValidateIf } from 'class-validator';
import { DataSource, Repository } from 'typeorm';
import { ok } from '../common/api-response';
import { CurrentUser, UserTypes } from '../common/auth/access.decorators';
import type { AuthUser } from '../common/auth/auth-user';
import { DomainError } from '../common/domain-error';
import { AnswerLanguage } from '../i18n/answer-language';
import { transaction } from '../common/transaction';
import { ApiAnswerOf } from '../common/api-answer';
import { LgaDto } from '../locations/lga-answers.dto';
import { PlacesService } from '../locations/places.service';
import type { Profile } from '../users/profile.entity';
import { InjectProfiles } from '../users/repositories';
import { PROFILE_LOCATION_MESSAGES } from '../i18n/messages/places';
import { COMMON_MESSAGES } from '../i18n/messages/spec';


/** A point given as an LGA alone needs no latitude/longitude. */
const pointGiven = (value: number | null | undefined, dto: ProfileLocationDto) => value !== null && !(value === undefined && dto.lga_id);

/** Where the caller is: both numbers, an LGA (its centre), or both null to forget it. */
export class ProfileLocationDto {
  @ApiProperty({ type: Number, nullable: true, required: false, example: 6.6018, description: 'Degrees, -90 to 90; null with longitude null removes the location' })
  @ValidateIf((dto: ProfileLocationDto) => pointGiven(dto.latitude, dto))
  @IsLatitude()
  latitude?: number | null;

  @ApiProperty({ type: Number, nullable: true, required: false, example: 3.3515, description: 'Degrees, -180 to 180' })
  @ValidateIf((dto: ProfileLocationDto) => pointGiven(dto.longitude, dto))
  @IsLongitude()
  longitude?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 504, description: 'lgas.id, the place picked by state and LGA: without latitude/longitude the location is its centre' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  lga_id?: number | null;
}

export class ProfileLocationAnswerDto {
  @ApiProperty({ type: Number, nullable: true, example: 6.6018 }) latitude!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: 3.3515 }) longitude!: number | null;
  @ApiProperty({ type: LgaDto, nullable: true, description: 'The LGA holding the point: the account page reads "Ikeja, Lagos"' }) lga!: LgaDto | null;
}

/** The profile's point: the centre of "near me" on the site and by USSD (docs/search.md, docs/ussd.md). */
@Injectable()
export class ProfileLocationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectProfiles() private readonly profiles: Repository<Profile>,
    private readonly places: PlacesService,
  ) {}

  async get(userId: number, language: Language): Promise<ProfileLocationAnswerDto> {
    const profile = await this.profiles.findOne({ where: { user_id: userId }, select: { id: true, latitude: true, longitude: true, lga_id: true } });
    const number = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value));
    const latitude = number(profile?.latitude);
    const longitude = number(profile?.longitude);
    if (latitude === null || longitude === null) return { latitude: null, longitude: null, lga: null };
    return { latitude, longitude, lga: profile?.lga_id ? await this.places.get(profile.lga_id, undefined, language) : null };
  }

  /**
   * Sets (or with two nulls, removes) the point, and its LGA (docs/places.md); a place given as an
   * LGA alone is its centre. A user without a profile row gets one; the profile's state follows
   * the LGA.
   */
  async set(userId: number, dto: ProfileLocationDto, language: Language): Promise<ProfileLocationAnswerDto> {
    if ((dto.latitude ?? null) === null !== ((dto.longitude ?? null) === null)) throw DomainError.field('latitude', 'pair', PROFILE_LOCATION_MESSAGES.pair);
    await transaction(this.dataSource, async (manager) => {
      const place = await this.places.resolve(manager, { latitude: dto.latitude, longitude: dto.longitude, lga_id: dto.lga_id });
      const values: Partial<Profile> = { latitude: place.latitude, longitude: place.longitude, lga_id: place.lga_id };
      if (place.state) values.state_id = place.state;
      const profiles = manager.withRepository(this.profiles);
      const updated = await profiles.update({ user_id: userId }, values);
      if (!updated.affected) await profiles.insert({ user_id: userId, ...values });
    });
    return this.get(userId, language);
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
  async show(@CurrentUser() user: AuthUser, @AnswerLanguage() language: Language) {
    return ok(COMMON_MESSAGES.ok, await this.locations.get(user.id, language));
  }

  @Put()
  @HttpCode(200)
  @ApiOperation({ summary: 'Set the caller’s location (from the browser’s geolocation or a map pin), or remove it with two nulls' })
  @ApiAnswerOf(ProfileLocationAnswerDto, { description: "'Location saved' or 'Location removed'" })
  @ApiResponse({ status: 400, description: 'latitude or longitude out of range, or only one of them; lga_id not a known LGA' })
  async set(@CurrentUser() user: AuthUser, @Body() dto: ProfileLocationDto, @AnswerLanguage() language: Language) {
    const saved = await this.locations.set(user.id, dto, language);
    return ok(saved.latitude === null ? PROFILE_LOCATION_MESSAGES.cleared : PROFILE_LOCATION_MESSAGES.saved, saved);
  }
}
