// @vitest-environment node
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cardCacheSize, CARD_CACHE_MAX, cardEtag, drawJobCard, etagMatches, jobCard } from './job-card-image.server';
import type { JobFacts } from './job-meta';

const facts: JobFacts = {
  title: 'Paint a shop front and the door frames of a two-storey building',
  pay: '₦15,000',
  when: '10 Dec 2030 · 09:00–17:00',
  area: 'Ikeja, Lagos',
  verified: true,
  availability: 'open',
  status: '',
};
const card = { facts, brand: 'GigMarket · short-term work', verified: 'Verified employer', apply: 'Sign up to apply', host: 'gig.example' };

/** Width and height from the PNG's IHDR chunk (bytes 16-23), as a crawler reads them. */
function ihdr(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('a job’s card picture', () => {
  it('is a 1200x630 PNG under 300 KB, open or filled', async () => {
    for (const f of [facts, { ...facts, availability: 'filled' as const, status: 'Filled', verified: false }]) {
      const png = await drawJobCard({ ...card, facts: f });
      expect(ihdr(png)).toEqual({ width: 1200, height: 630 });
      expect(png.length).toBeLessThan(300 * 1024);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    }
  });

  it('is drawn once per version and kept within its bound', async () => {
    let drawn = 0;
    const make = () => {
      drawn += 1;
      return card;
    };
    const first = await jobCard('1:1-open:en', make);
    const again = await jobCard('1:1-open:en', make);
    expect(again).toBe(first);
    expect(drawn).toBe(1);
    expect(cardCacheSize()).toBeLessThanOrEqual(CARD_CACHE_MAX);
  });

  it('names each version, language and host with its own ETag, computed without drawing', () => {
    const etag = cardEtag('1:1-open:en', 'gig.example');
    expect(etag).toMatch(/^"card-[\w-]{27}"$/);
    expect(cardEtag('1:1-open:en', 'gig.example')).toBe(etag);
    const others = [cardEtag('1:2-open:en', 'gig.example'), cardEtag('1:1-filled:en', 'gig.example'), cardEtag('1:1-open:fr', 'gig.example'), cardEtag('1:1-open:en', 'other.example')];
    expect(new Set([etag, ...others]).size).toBe(5);
  });

  it('reads If-None-Match as a browser or crawler sends it', () => {
    const etag = cardEtag('7:1-open:en', 'gig.example');
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`"x", W/${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
    expect(etagMatches(null, etag)).toBe(false);
    expect(etagMatches(cardEtag('7:2-open:en', 'gig.example'), etag)).toBe(false);
  });
});
