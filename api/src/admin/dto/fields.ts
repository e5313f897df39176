import { applyDecorators, type Type } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** A money amount: a number or numeric text with at most two decimals, stored as exact text. */
export function IsMoney() {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)),
    Matches(/^\d{1,10}(\.\d{1,2})?$/, { message: '$property must be an amount with at most two decimals' }),
  );
}

/** A coordinate: numeric text with at most seven decimals. */
export function IsCoordinate() {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)),
    Matches(/^-?\d{1,3}(\.\d{1,7})?$/, { message: '$property must be a coordinate' }),
  );
}

/**
 * A reference row's French name (docs/i18n.md, "Reference data in French"): optional, trimmed, and
 * a blank one is stored as null, so the English name is answered in French too.
 */
export function FrenchName() {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString(),
    MaxLength(100),
  );
}

const ECHOED = 'gigmarket:echoed';

/** Read-only keys react-admin sends back with a record; accepted and ignored (never written: `echoedKeys`). */
export function Echoed() {
  const remember: PropertyDecorator = (target, property) => {
    Reflect.defineMetadata(ECHOED, [...((Reflect.getMetadata(ECHOED, target) as string[] | undefined) ?? []), String(property)], target);
  };
  return applyDecorators(
    ApiPropertyOptional({ readOnly: true, description: 'Sent back by react-admin edit forms with the record; accepted and ignored' }),
    IsOptional(),
    Allow(),
    remember,
  );
}

/** The keys a DTO declares `@Echoed()` (its own and its parents'): dropped before a write. */
export function echoedKeys(dto: Type<object>): string[] {
  return (Reflect.getMetadata(ECHOED, dto.prototype) as string[] | undefined) ?? [];
}

/** id and timestamps every edit form echoes. */
export class RecordEchoDto {
  @Echoed() id?: unknown;
  @Echoed() created_at?: unknown;
  @Echoed() updated_at?: unknown;
}

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Web Design & UX" -> "web-design-ux" */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 110) || 'item'
  );
}
