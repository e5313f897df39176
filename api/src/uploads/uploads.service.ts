import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import sharp from 'sharp';
import { DEFAULT_SETTINGS, IMAGE_WIDTHS, LIMITS, type ImageWidth } from '@gigmarket/shared';
import { DomainError } from '../common/domain-error';
import type { AdminSettings } from '../settings/admin-settings.entity';
import { InjectAdminSettings } from '../settings/repositories';
import { FILE_STORAGE, variantName, type FileStorage } from './file-storage';
import { COMMON_MESSAGES } from '../i18n/messages/spec';
import { message } from '../i18n/message';
import type { UploadedImageDto } from './upload-answers.dto';

/** Formats accepted, as sharp reads them from the bytes (never from the name or the declared type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

@Injectable()
export class UploadsService {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectAdminSettings() private readonly settings: Repository<AdminSettings>,
  ) {}

  /** The image size limit in MB: adminsettings.image_max, or the default when there is no settings row. */
  async imageMaxMb(): Promise<number> {
    const [row] = await this.settings.find({ order: { id: 'ASC' }, take: 1 });
    const value = row?.image_max;
    return typeof value === 'number' && value > 0 ? value : DEFAULT_SETTINGS.imageMaxMb;
  }

  /**
   * Checks the bytes are an image, fits it into 400x400 (whole picture kept, padded), strips
   * metadata and stores it: JPEG stays JPEG; anything else becomes PNG (keeps transparency).
   */
  async storeImage(data: Buffer): Promise<UploadedImageDto> {
    let format: string | undefined;
    try {
      format = (await sharp(data, { limitInputPixels: 50_000_000 }).metadata()).format;
    } catch {
      format = undefined;
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw DomainError.field('file', 'image', COMMON_MESSAGES.notAnImage);

    const size = LIMITS.logoSize;
    const jpeg = format === 'jpeg';
    let output: Buffer;
    try {
      // A photo (JPEG: a face, an ID, a job's picture) is cropped square on what matters in it, so an
      // avatar shows no white bars; other images (logos, mostly PNG) keep all of themselves on a
      // transparent square (docs/api-contract.md, the upload row).
      const pipeline = sharp(data, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(size, size, jpeg ? { fit: 'cover', position: sharp.strategy.attention } : { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } });
      output = await (jpeg ? pipeline.jpeg({ quality: 85 }) : pipeline.png()).toBuffer();
    } catch {
      throw DomainError.field('file', 'image', COMMON_MESSAGES.notAnImage);
    }
    const extension = jpeg ? 'jpg' : 'png';
    const filename = `${randomUUID()}.${extension}`;
    await this.storage.put(filename, output, CONTENT_TYPES[extension]);
    return { filename, url: `/api/uploads/${filename}` };
  }

  /** The width of `?w=`, or a 400 naming the field when it is not one of IMAGE_WIDTHS. */
  static width(value: string): ImageWidth {
    const width = Number(value);
    if (!/^\d+$/.test(value) || !(IMAGE_WIDTHS as readonly number[]).includes(width)) throw DomainError.field('w', 'isIn', message('validation.oneOf', { field: 'w', values: IMAGE_WIDTHS.join(', ') }));
    return width as ImageWidth;
  }

  /**
   * The image as WebP at `width` (square, as stored): made with sharp on the first request and
   * stored beside the original, so later requests read a file. Null when the original is missing.
   */
  async openWebp(filename: string, width: ImageWidth) {
    const variant = variantName(filename, width);
    if (!(await this.storage.exists(variant))) {
      const original = await this.storage.get(filename);
      if (!original) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of original.stream) chunks.push(chunk as Buffer);
      const webp = await sharp(Buffer.concat(chunks)).resize(width, width, { fit: 'inside' }).webp({ quality: 75 }).toBuffer();
      await this.storage.put(variant, webp, CONTENT_TYPES.webp);
    }
    return this.open(variant);
  }

  async open(filename: string) {
    const file = await this.storage.get(filename);
    if (!file) return null;
    const extension = filename.split('.').pop() as string;
    return { ...file, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
  }

  exists(filename: string): Promise<boolean> {
    return this.storage.exists(filename);
  }

  static tooLarge(limitMb: number): DomainError {
    return DomainError.field('file', 'maxSize', COMMON_MESSAGES.imageTooLarge(limitMb));
  }
}
