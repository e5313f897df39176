import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Flatbush from 'flatbush';
import pointInPolygon from 'point-in-polygon-hao';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon, Position } from 'geojson';

/** The data the product carries (docs/places.md): the centre points and the simplified boundaries. */
export const PLACES_DATA_DIR = join(__dirname, 'data');

/** One row of `nga_lga_centroids.csv`; `id` is its row number (1-774), which `lgas.id` keeps. */
export interface LgaRecord {
  id: number;
  state: string;
  name: string;
  latitude: number;
  longitude: number;
  shapeId: string;
}

/** The 774 LGAs of the CSV, in its order (by state, then name). */
export function readLgaRecords(): LgaRecord[] {
  const lines = readFileSync(join(PLACES_DATA_DIR, 'nga_lga_centroids.csv'), 'utf8').trim().split(/\r?\n/);
  const header = lines[0].trim().split(',');
  const column = (name: string) => header.indexOf(name);
  const [state, lga, lat, lon, shape] = ['state', 'lga', 'lat', 'lon', 'geoboundaries_shape_id'].map(column);
  return lines.slice(1).map((line, index) => {
    const cells = line.trim().split(',');
    return {
      id: index + 1,
      state: cells[state],
      name: cells[lga],
      latitude: Number(cells[lat]),
      longitude: Number(cells[lon]),
      shapeId: cells[shape],
    };
  });
}

interface Part {
  lgaId: number;
  rings: Position[][];
}

/**
 * Which LGA holds a point (docs/places.md, "Where a point is"). The boundaries are read once; a
 * Flatbush index of every polygon's bounding box finds the few candidates, and only those are
 * tested exactly (point-in-polygon-hao, a point on a border counts as inside). A point in no LGA
 * (the sea, another country) has none.
 */
export class LgaLocator {
  private static instance: LgaLocator | null = null;

  private constructor(
    private readonly parts: Part[],
    private readonly index: Flatbush,
  ) {}

  /** The process's locator, built on first use (about 100 ms) and kept. */
  static shared(): LgaLocator {
    LgaLocator.instance ??= LgaLocator.load();
    return LgaLocator.instance;
  }

  static load(): LgaLocator {
    const idByShape = new Map(readLgaRecords().map((record) => [record.shapeId, record.id]));
    const topology = JSON.parse(readFileSync(join(PLACES_DATA_DIR, 'nga-lga-boundaries.topo.json'), 'utf8')) as Topology;
    const lgas = feature(topology, topology.objects.lgas as GeometryCollection<{ shapeID: string }>);
    const parts: Part[] = [];
    for (const shape of lgas.features) {
      const lgaId = idByShape.get(shape.properties.shapeID);
      if (lgaId === undefined) continue;
      const geometry = shape.geometry as Polygon | MultiPolygon;
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      for (const rings of polygons) parts.push({ lgaId, rings });
    }
    const index = new Flatbush(parts.length);
    for (const part of parts) {
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const [x, y] of part.rings[0]) {
        if (x < minX) minX = x;
        if (y < minY) minY = y;
        if (x > maxX) maxX = x;
        if (y > maxY) maxY = y;
      }
      index.add(minX, minY, maxX, maxY);
    }
    index.finish();
    return new LgaLocator(parts, index);
  }

  /** How many polygons (an LGA of several islands has one per island). */
  get size(): number {
    return this.parts.length;
  }

  /** The `lgas.id` of the LGA holding the point, or null. */
  locate(latitude: number, longitude: number): number | null {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    const point = [longitude, latitude];
    for (const candidate of this.index.search(longitude, latitude, longitude, latitude)) {
      const part = this.parts[candidate];
      if (pointInPolygon(point, part.rings) !== false) return part.lgaId;
    }
    return null;
  }

  /** The same answer without the index: every polygon tested (the bench's baseline). */
  locateWithoutIndex(latitude: number, longitude: number): number | null {
    const point = [longitude, latitude];
    for (const part of this.parts) if (pointInPolygon(point, part.rings) !== false) return part.lgaId;
    return null;
  }
}
