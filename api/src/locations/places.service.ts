import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Language } from '@gigmarket/shared';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { localName } from '../i18n/i18n';
import { placeKey } from './lga-aliases';
import { LgaLocator } from './lga-locator';
import { PLACES_MESSAGES } from '../i18n/messages/places';
import type { LgaDto } from './lga-answers.dto';

/** An LGA as every answer carries it (`LgaDto`): "Ikeja, Lagos" is `name, state_name`; this name is what the USSD menu reads. */
export type LgaView = LgaDto;

/** Where a listing or a profile is, as a write stores it. */
export interface ResolvedPlace {
  latitude: string | null;
  longitude: string | null;
  lga_id: number | null;
  /** The LGA's state when the place has an LGA (the state follows the place), else the one given. */
  state: number | null;
}


/** How long the "most used" orders of the USSD place menus are kept. */
const POPULAR_TTL_MS = 10 * 60_000;

type Row = Record<string, unknown>;

const LGA_COLUMNS = 'l.id, l.name, l.state_id, s.name AS state_name, s.name_fr AS state_name_fr, l.latitude, l.longitude, l.aliases';

function lgaView(row: Row, language: Language): LgaView {
  return {
    id: Number(row.id),
    name: String(row.name),
    state_id: Number(row.state_id),
    state_name: localName(language, String(row.state_name), row.state_name_fr === null ? null : String(row.state_name_fr)),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    aliases: row.aliases ? String(row.aliases).split(',').map((alias) => alias.trim()) : [],
  };
}

/**
 * Places people know (docs/places.md): the LGAs, which one holds a point, what a write stores as
 * its place, and the orders the USSD menus offer them in. The only reader of `lgas`.
 */
@Injectable()
export class PlacesService {
  private popular = new Map<string, { at: number; ids: number[] }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** The LGAs, by state then name; of one state; matching `q` by name or alias (case, spaces and punctuation aside). */
  async list(options: { stateId?: number; q?: string; language?: Language } = {}): Promise<LgaView[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.stateId) {
      where.push('l.state_id = ?');
      params.push(options.stateId);
    }
    const rows = (await this.dataSource.query(
      `SELECT ${LGA_COLUMNS} FROM lgas l JOIN states s ON s.id = l.state_id${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY s.name, l.name`,
      params,
    )) as Row[];
    const views = rows.map((row) => lgaView(row, options.language ?? 'en'));
    const wanted = options.q ? placeKey(options.q) : '';
    if (!wanted) return views;
    return views.filter((lga) => [lga.name, ...lga.aliases].some((name) => placeKey(name).includes(wanted)));
  }

  async get(id: number, manager: EntityManager = this.dataSource.manager, language: Language = 'en'): Promise<LgaView | null> {
    const [row] = (await manager.query(`SELECT ${LGA_COLUMNS} FROM lgas l JOIN states s ON s.id = l.state_id WHERE l.id = ?`, [id])) as Row[];
    return row ? lgaView(row, language) : null;
  }

  /** The LGA holding the point (well under a millisecond, then one primary-key read), or null. */
  async at(latitude: number, longitude: number, manager: EntityManager = this.dataSource.manager, language: Language = 'en'): Promise<LgaView | null> {
    const id = LgaLocator.shared().locate(latitude, longitude);
    return id === null ? null : this.get(id, manager, language);
  }

  /**
   * What a listing or profile write stores as its place (docs/places.md, "On write"): the point
   * decides the LGA; a place given as an LGA without a point is put at the LGA's centre; an LGA
   * given with a state must be in it; a place with an LGA takes the LGA's state. A point in no
   * LGA keeps the state given.
   */
  async resolve(
    manager: EntityManager,
    input: { latitude?: number | string | null; longitude?: number | string | null; lga_id?: number | null; state?: number | null },
  ): Promise<ResolvedPlace> {
    let chosen: LgaView | null = null;
    if (input.lga_id !== null && input.lga_id !== undefined) {
      chosen = await this.get(input.lga_id, manager);
      if (!chosen) throw DomainError.field('lga_id', 'exists', PLACES_MESSAGES.lgaUnknown);
      if (input.state && input.state !== chosen.state_id) throw DomainError.field('lga_id', 'state', PLACES_MESSAGES.lgaOtherState);
    }
    const hasPoint = input.latitude !== null && input.latitude !== undefined && input.longitude !== null && input.longitude !== undefined;
    if (!hasPoint && !chosen) return { latitude: null, longitude: null, lga_id: null, state: input.state ?? null };
    const latitude = hasPoint ? Number(input.latitude) : chosen!.latitude;
    const longitude = hasPoint ? Number(input.longitude) : chosen!.longitude;
    const found = hasPoint ? ((await this.at(latitude, longitude, manager)) ?? chosen) : chosen;
    return {
      latitude: latitude.toFixed(7),
      longitude: longitude.toFixed(7),
      lga_id: found?.id ?? null,
      state: found?.state_id ?? input.state ?? null,
    };
  }

  /** States most used on the platform first (open listings and profiles there), then by name. Kept 10 minutes. */
  popularStateIds(): Promise<number[]> {
    return this.cachedOrder(
      'states',
      `SELECT s.id, (SELECT COUNT(*) FROM listings x WHERE x.state = s.id AND x.status = 'open' AND x.deleted_at IS NULL)
         + (SELECT COUNT(*) FROM profiles p WHERE p.state_id = s.id) AS uses
       FROM states s ORDER BY uses DESC, s.name, s.id`,
      [],
    );
  }

  /** A state's LGAs most used first (open listings and profiles in them), then by name. Kept 10 minutes. */
  popularLgaIds(stateId: number): Promise<number[]> {
    return this.cachedOrder(
      `lgas:${stateId}`,
      `SELECT l.id, (SELECT COUNT(*) FROM listings x WHERE x.lga_id = l.id AND x.status = 'open' AND x.deleted_at IS NULL)
         + (SELECT COUNT(*) FROM profiles p WHERE p.lga_id = l.id) AS uses
       FROM lgas l WHERE l.state_id = ? ORDER BY uses DESC, l.name, l.id`,
      [stateId],
    );
  }

  private async cachedOrder(key: string, sql: string, params: unknown[]): Promise<number[]> {
    const now = this.clock.now().getTime();
    const kept = this.popular.get(key);
    if (kept && now - kept.at < POPULAR_TTL_MS && kept.ids.length) return kept.ids;
    const ids = ((await this.dataSource.query(sql, params)) as Row[]).map((row) => Number(row.id));
    this.popular.set(key, { at: now, ids });
    return ids;
  }

  /** Names for ids, in one statement: `lgas.id -> LgaView`. */
  async byIds(ids: number[], language: Language = 'en'): Promise<Map<number, LgaView>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT ${LGA_COLUMNS} FROM lgas l JOIN states s ON s.id = l.state_id WHERE l.id IN (${unique.map(() => '?').join(', ')})`,
      unique,
    )) as Row[];
    return new Map(rows.map((row) => [Number(row.id), lgaView(row, language)]));
  }
}
