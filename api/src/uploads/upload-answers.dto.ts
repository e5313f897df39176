import { ApiProperty } from '@nestjs/swagger';

/** POST /api/uploads: the stored 400x400 image. */
export class UploadedImageDto {
  @ApiProperty({ description: 'What `avatar` (and other image fields) carry', example: 'b3f1c2d4e5.webp' })
  filename!: string;
  @ApiProperty({ description: 'Where to read it', example: '/api/uploads/b3f1c2d4e5.webp' }) url!: string;
}
