import { ApiProperty } from '@nestjs/swagger';

/** A local government area, as the lookups and the places search answer it (docs/places.md). */
export class LgaDto {
  @ApiProperty({ example: 504, description: 'The row number of the centre points CSV: the same on every installation' }) id!: number;
  @ApiProperty({ example: 'Ikeja' }) name!: string;
  @ApiProperty({ example: 25 }) state_id!: number;
  @ApiProperty({ example: 'Lagos', description: 'In the language of the request (Accept-Language)' }) state_name!: string;
  @ApiProperty({ example: 6.60327, description: 'The centre' }) latitude!: number;
  @ApiProperty({ example: 3.34948 }) longitude!: number;
  @ApiProperty({ type: [String], example: ['Ifako-Ijaiye'], description: 'Other spellings and local names' }) aliases!: string[];
}
