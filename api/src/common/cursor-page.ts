import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CURSOR_PAGES } from '@gigmarket/shared';
import { DomainError } from './domain-error';
import { message } from '../i18n/message';

/**
 * Cursor pages (docs/api-keys.md "Cursor pages"): for the lists another system pulls in bulk, beside
 * the page numbers. `?cursor=` (empty) asks for the first page in id order, each answer's
 * `next_cursor` for the next, null after the last. Rows are ordered by id, oldest first, so a walk
 * sees every row once however many are added while it runs (new rows come at the end).
 */
export interface CursorQuery {
  cursor?: string;
  page?: number;
}

/** The query parameter, for a list's query DTO. */
export const CursorParam = () =>
  applyDecorators(
    ApiPropertyOptional({
      description: 'Cursor pages in id order: empty for the first page, then each answer’s `next_cursor` (docs/api-keys.md). Not with `page`.',
      example: '',
      maxLength: CURSOR_PAGES.maxLength,
    }),
    IsOptional(),
    IsString(),
    MaxLength(CURSOR_PAGES.maxLength),
    Matches(/^[A-Za-z0-9_-]*$/, { message: 'cursor must be a cursor a list answered' }),
  );

export function encodeCursor(id: number): string {
  return Buffer.from(`id:${id}`).toString('base64url');
}

/** The id a page starts after: 0 for the first page. 400 (`cursor`, rule `format`) for one no list gave. */
export function cursorAfter(query: CursorQuery): number {
  if (query.page !== undefined) throw DomainError.field('cursor', 'exclusive', message('apikeys.cursorWithPage'));
  const cursor = query.cursor ?? '';
  if (cursor === '') return 0;
  const match = /^id:(\d{1,12})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw DomainError.field('cursor', 'format', message('apikeys.badCursor'));
  return id;
}

/** Rows read one past the page: the page, and the cursor after it when there is more. */
export function cursorPage<T extends { id: number }>(rows: T[], perPage: number): { items: T[]; next_cursor: string | null } {
  const items = rows.slice(0, perPage);
  return { items, next_cursor: rows.length > perPage ? encodeCursor(items[items.length - 1].id) : null };
}
