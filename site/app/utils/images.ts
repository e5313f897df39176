import { IMAGE_WIDTHS } from '@gigmarket/shared';

/** The smallest width the API renders that covers `pixels` (the largest when none does). */
export function imageWidth(pixels: number): number {
  return IMAGE_WIDTHS.find((width) => width >= pixels) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}

/**
 * `src` and `srcSet` for an uploaded image shown `size` CSS pixels wide: WebP at that
 * width for ordinary screens and at twice it for dense ones, so a phone never downloads the
 * 400 px original to show a 36 px avatar. Other addresses are left as they are.
 */
export function sizedImage(url: string, size: number): { src: string; srcSet?: string } {
  if (!url.startsWith('/uploads/')) return { src: url };
  const at = (pixels: number) => `${url}?w=${imageWidth(pixels)}`;
  return { src: at(size), srcSet: `${at(size)} 1x, ${at(size * 2)} 2x` };
}
