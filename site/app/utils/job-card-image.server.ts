/**
 * The picture of a shared job link (docs/site.md "Link previews"): a 1200x630 PNG with the title,
 * pay, day and hours, area, the employer's verified badge, and what became of the job. Drawn by
 * sharp (libvips): the background as SVG shapes, each text as a Pango layer in Inter, a font file
 * from node_modules, so it renders the same on any machine, offline. Each version of a job (its id,
 * last change and availability, with the language) is drawn once and kept in a bounded cache.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import sharp, { type OverlayOptions } from 'sharp';
import { CARD_SIZE, type JobFacts } from './job-meta';

const require = createRequire(import.meta.url);
const FONT_BOLD = require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');
const FONT_REGULAR = require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');

/** Cards kept in memory: about 30-60 KB each, so at most a few MB. */
export const CARD_CACHE_MAX = 200;
const cache = new Map<string, Promise<Buffer>>();

export interface CardText {
  facts: JobFacts;
  brand: string;
  verified: string;
  apply: string;
  host: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

async function textLayer(text: string, { size, bold, color, width }: { size: number; bold?: boolean; color: string; width: number }) {
  return sharp({
    text: {
      text: `<span foreground="${color}">${escape(text)}</span>`,
      font: `Inter ${bold ? 'Bold' : 'Regular'} ${size}px`,
      fontfile: bold ? FONT_BOLD : FONT_REGULAR,
      width,
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

const GREEN = '#0f5132';
const INK = '#111827';
const MUTED = '#374151';

export async function drawJobCard(card: CardText): Promise<Buffer> {
  const { width, height } = CARD_SIZE;
  const { facts } = card;
  const closed = facts.availability !== 'open';
  const background = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="#ffffff"/>` +
      `<rect width="100%" height="84" fill="${GREEN}"/>` +
      `<rect y="${height - 84}" width="100%" height="84" fill="#f1f5f2"/>` +
      `<rect x="60" y="${height - 84}" width="${width - 120}" height="2" fill="#d1d5db"/>` +
      `</svg>`,
  );
  const margin = 60;
  const inner = width - margin * 2;
  const layers: OverlayOptions[] = [];
  const brand = await textLayer(card.brand, { size: 34, bold: true, color: '#ffffff', width: inner });
  layers.push({ input: brand.data, left: margin, top: Math.round((84 - brand.info.height) / 2) });
  let top = 116;
  if (closed) {
    const status = await textLayer(facts.status.toLocaleUpperCase(), { size: 36, bold: true, color: '#ffffff', width: inner });
    const pad = 14;
    const w = status.info.width + pad * 2;
    const h = status.info.height + pad;
    layers.push({ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="10" fill="#b91c1c"/></svg>`), left: margin, top });
    layers.push({ input: status.data, left: margin + pad, top: top + Math.round(pad / 2) });
    top += h + 18;
  }
  const title = await textLayer(cut(facts.title, closed ? 50 : 66), { size: 68, bold: true, color: INK, width: inner });
  layers.push({ input: title.data, left: margin, top });
  top += Math.min(title.info.height, 250) + 20;
  if (facts.pay) {
    const pay = await textLayer(facts.pay, { size: 80, bold: true, color: closed ? MUTED : GREEN, width: inner });
    layers.push({ input: pay.data, left: margin, top });
    top += pay.info.height + 14;
  }
  for (const line of [facts.when, facts.area].filter(Boolean)) {
    if (top > height - 150) break;
    const layer = await textLayer(cut(line, 50), { size: 46, color: MUTED, width: inner });
    layers.push({ input: layer.data, left: margin, top });
    top += layer.info.height + 8;
  }
  const footerTop = height - 84;
  let footerLeft = margin;
  if (facts.verified) {
    const badge = await textLayer(`✓ ${card.verified}`, { size: 32, bold: true, color: GREEN, width: 600 });
    layers.push({ input: badge.data, left: footerLeft, top: footerTop + Math.round((84 - badge.info.height) / 2) });
    footerLeft += badge.info.width + 40;
  }
  const foot = await textLayer(closed ? card.host : `${card.apply} · ${card.host}`, { size: 30, color: MUTED, width: width - margin - footerLeft });
  layers.push({ input: foot.data, left: Math.max(footerLeft, width - margin - foot.info.width), top: footerTop + Math.round((84 - foot.info.height) / 2) });
  const clipped = layers.filter((layer) => (layer.top ?? 0) < height);
  return sharp(background).composite(clipped).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

/** A job's card, drawn once per `key` (id, version, language); the least recently asked goes first once the cache is full. */
export function jobCard(key: string, card: () => CardText): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const drawn = drawJobCard(card());
  cache.set(key, drawn);
  drawn.catch(() => cache.delete(key));
  while (cache.size > CARD_CACHE_MAX) cache.delete(cache.keys().next().value!);
  return drawn;
}

export const cardCacheSize = () => cache.size;

/**
 * Raise when the drawing changes, so cards kept by browsers, crawlers and caches under the old
 * ETag are drawn again.
 */
const DRAWING_REVISION = 1;

/**
 * The card's ETag, from what it shows rather than from its bytes: every site replica gives the
 * same one without drawing, so a crawler or cache revalidating at another replica gets a 304
 * (docs/site.md "Link previews").
 */
export function cardEtag(key: string, host: string): string {
  return `"card-${createHash('sha256').update(`${DRAWING_REVISION}:${key}:${host}`).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, or `*`). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}
