import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { CONTENT_TYPES, FileKind } from './file-kinds';

/** Names this storage hands out: a UUID and a known extension. */
export const DOCUMENT_NAME = /^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}\.(jpg|png|gif|webp|pdf|doc|docx|mp4|mov|webm)$/;

export const DOCUMENT_STORAGE = Symbol('DOCUMENT_STORAGE');

/**
 * Portfolio files and profile videos, under UPLOAD_DIR/documents (the image uploads keep their
 * own storage). Same four calls as the uploads' FileStorage, so an object store can replace it.
 */
export class DocumentStorage {
  constructor(private readonly dir: string) {}

  private path(name: string): string {
    if (!DOCUMENT_NAME.test(name)) throw new Error(`Refused storage key ${JSON.stringify(name)}`);
    return join(this.dir, name);
  }

  async put(kind: FileKind, data: Buffer): Promise<string> {
    const name = `${randomUUID()}.${kind}`;
    await mkdir(this.dir, { recursive: true });
    const temporary = `${this.path(name)}.${process.pid}.part`;
    await writeFile(temporary, data);
    await rename(temporary, this.path(name));
    return name;
  }

  async get(name: string): Promise<{ stream: Readable; size: number; contentType: string } | null> {
    if (!DOCUMENT_NAME.test(name)) return null;
    try {
      const info = await stat(this.path(name));
      if (!info.isFile()) return null;
      const kind = name.split('.').pop() as FileKind;
      return { stream: createReadStream(this.path(name)), size: info.size, contentType: CONTENT_TYPES[kind] };
    } catch {
      return null;
    }
  }

  async delete(name: string): Promise<void> {
    if (!DOCUMENT_NAME.test(name)) return;
    await unlink(this.path(name)).catch(() => undefined);
  }
}
