import { ApiProperty } from '@nestjs/swagger';

/* Answer shapes (OpenAPI), mirroring the service interfaces of the same name. */

export class PortfolioViewDto {
  @ApiProperty({ type: Number, example: 8 }) id!: number;
  @ApiProperty({ type: String, example: 'document' }) portfolio_type!: string;
  @ApiProperty({ type: String, example: 'Kitchen renovation' }) title!: string;
  @ApiProperty({ nullable: true, type: String, example: '08092a74-0ada-4dbf-985d-1d6c19a86af5.pdf' }) upload_name!:
    string | null;
  @ApiProperty({ nullable: true, type: String, example: 'https://example.com/work' }) link!: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '/api/portfolio/files/08092a74-0ada-4dbf-985d-1d6c19a86af5.pdf',
  })
  url!: string | null;
  @ApiProperty({ format: 'date-time', type: String, example: '2026-11-23T00:50:38.000Z' }) created_at!: Date;
}
