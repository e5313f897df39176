import { describe, expect, it } from 'vitest';
import { jobSource } from './job-sources';

describe('jobSource', () => {
  it('takes the ref first, then the referrer host', () => {
    expect(jobSource('share', 'https://www.google.com/')).toBe('share');
    expect(jobSource('feed', null)).toBe('feed');
    expect(jobSource(null, 'https://www.google.com.ng/search?q=tiler')).toBe('search');
    expect(jobSource(null, 'https://duckduckgo.com/')).toBe('search');
    expect(jobSource(null, 'https://www.bing.com/')).toBe('search');
    expect(jobSource(null, 'https://googleish.example/')).toBe('other');
    expect(jobSource(null, 'https://nairaland.com/topic')).toBe('other');
    expect(jobSource('other', null)).toBe('direct');
    expect(jobSource(null, 'https://gigmarket.ng/jobs', 'gigmarket.ng')).toBe('direct');
    expect(jobSource(null, 'not a url')).toBe('direct');
  });
});
