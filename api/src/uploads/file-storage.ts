import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { IMAGE_WIDTHS } from '@gigmarket/shared';

export interface StoredFile {
  stream: Readable;
  size: number;
}

/**
 * Where uploaded files live. The local implementation writes under UPLOAD_DIR; an object store
 * (S3, GCS, ...) implements the same four calls. Names are opaque keys chosen by the API.
 */
export interface FileStorage {
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  get(name: string): Promise<StoredFile | null>;
  exists(name: string): Promise<boolean>;
  delete(name: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/**
 * Names the API hands out: a UUID and an image extension, or such an image's WebP variant at a
 * width (`<uuid>.png.w48.webp`). Anything else is never a stored file.
 */
/** The WebP copy of a stored image at a width, made on the first request for it. */
export const variantName = (filename: string, width: number) => `${filename}.w${width}.webp`;

/** A stored file and every variant the API may have made of it: what removing the file removes. */
export const withVariants = (filename: string) => [filename, ...IMAGE_WIDTHS.map((width) => variantName(filename, width))];

export const STORED_NAME = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\.(jpg|png)(\.w\d{2,3}\.webp)?$/;

export class LocalFileStorage implements FileStorage {
  constructor(private readonly dir: string) {}

  private path(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`Refused storage key ${JSON.stringify(name)}`);
    return join(this.dir, name);
  }

  async put(name: string, data: Buffer): Promise<void> {
    const target = this.path(name);
    await mkdir(this.dir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${target}.${process.pid}.part`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async get(name: string): Promise<StoredFile | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      const info = await stat(this.path(name));
      if (!info.isFile()) return null;
      return { stream: createReadStream(this.path(name)), size: info.size };
    } catch {
      return null;
    }
  }

  async exists(name: string): Promise<boolean> {
    if (!STORED_NAME.test(name)) return false;
    try {
      return (await stat(this.path(name))).isFile();
    } catch {
      return false;
    }
  }

  async delete(name: string): Promise<void> {
    if (!STORED_NAME.test(name)) return;
    await unlink(this.path(name)).catch(() => undefined);
  }
}
