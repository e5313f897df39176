import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsInt, IsString, Matches, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';

export class SkillsDto {
  @ApiProperty({ type: [Number], description: 'skills.id values; replaces the current list' })
  @IsArray()
  @ArrayMaxSize(50)
  @ArrayUnique()
  @Type(() => Number)
  @IsInt({ each: true })
  @Min(1, { each: true })
  skill_ids!: number[];
}

export class SocialLinkDto {
  @ApiProperty({ example: 'LinkedIn', maxLength: 50 })
  @IsString()
  @MinLength(1)
  @MaxLength(50)
  name!: string;

  @ApiProperty({ example: 'https://www.linkedin.com/in/someone' })
  @IsString()
  @MaxLength(255)
  @Matches(/^https?:\/\/\S+$/i, { message: 'link must be a web address (http or https)' })
  link!: string;
}

export class SocialLinksDto {
  @ApiProperty({ type: [SocialLinkDto], description: 'Replaces the current list; one link per name' })
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => SocialLinkDto)
  links!: SocialLinkDto[];
}
