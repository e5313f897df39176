import { IntersectionType } from '@nestjs/swagger';
import { Optional, PartialUpdate } from '../../common/validation';
import { IsInt, IsNotEmpty, IsString, Length, Matches, MaxLength, Min } from 'class-validator';
import { FrenchName, RecordEchoDto } from './fields';

/** industries, jobtypes and skills: a name, and its French name. */
export class CreateLookupDto {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;

  @FrenchName()
  name_fr?: string | null;
}
export class UpdateLookupDto extends IntersectionType(PartialUpdate(CreateLookupDto), RecordEchoDto) {}

export class CreateCountryDto {
  @Matches(/^[A-Z]{2}$/, { message: 'code must be two capital letters (ISO 3166-1)' })
  code!: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;

  @Matches(/^[A-Z]{3}$/, { message: 'currency must be three capital letters (ISO 4217)' })
  currency!: string;

  @Matches(/^\+?\d{1,5}$/, { message: 'phone_code must look like +234' })
  phone_code!: string;
}
export class UpdateCountryDto extends IntersectionType(PartialUpdate(CreateCountryDto), RecordEchoDto) {}

export class CreateStateDto {
  @IsInt()
  @Min(1)
  country_id!: number;

  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name!: string;

  @FrenchName()
  name_fr?: string | null;
}
export class UpdateStateDto extends IntersectionType(PartialUpdate(CreateStateDto), RecordEchoDto) {}

export class CreatePopularSearchDto {
  @IsString()
  @Length(1, 100)
  word!: string;

  @Optional()
  @IsInt()
  @Min(0)
  count?: number;
}
export class UpdatePopularSearchDto extends IntersectionType(PartialUpdate(CreatePopularSearchDto), RecordEchoDto) {}
