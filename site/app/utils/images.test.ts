import { describe, expect, it } from 'vitest';
import { imageWidth, sizedImage } from './images';

describe('sized images', () => {
  it('asks the API for WebP at the shown width and twice it', () => {
    expect(sizedImage('/uploads/abc.png', 36)).toEqual({
      src: '/uploads/abc.png?w=48',
      srcSet: '/uploads/abc.png?w=48 1x, /uploads/abc.png?w=96 2x',
    });
    expect(sizedImage('/uploads/abc.png', 160).srcSet).toBe('/uploads/abc.png?w=160 1x, /uploads/abc.png?w=320 2x');
  });

  it('never asks for a width the API does not render', () => {
    expect(imageWidth(10)).toBe(32);
    expect(imageWidth(100)).toBe(128);
    expect(imageWidth(1000)).toBe(320);
  });

  it('leaves other addresses alone', () => {
    expect(sizedImage('https://cdn.example.com/a.png', 48)).toEqual({ src: 'https://cdn.example.com/a.png' });
    expect(sizedImage('blob:http://localhost/1', 48)).toEqual({ src: 'blob:http://localhost/1' });
  });
});
