import { describe, expect, it } from 'vitest';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { buildJobMeta, jobDescription, jobFacts, jobWhen, type PreviewJob } from './job-meta';

/** The dictionaries' words, as i18next reads `{{name}}`. */
function translator(dict: unknown) {
  return (key: string, vars: Record<string, string | number> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dict);
    return String(text ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

const job: PreviewJob = {
  id: 12,
  job_title: 'Paint a shop front',
  pricing: 'fixed',
  amount: '15000.00',
  currency: 'NGN',
  job_date: '2030-12-10',
  job_end_date: '2030-12-10',
  job_sart_time: '09:00:00',
  job_end_time: '17:00:00',
  lga: { name: 'Ikeja', state_name: 'Lagos' },
  work_description: 'Two coats on the front wall and the door frame.',
  employer_verified_at: '2026-11-20T10:00:00.000Z',
  availability: 'open',
  updated_at: '2026-11-28T09:00:00.000Z',
};

const find = (meta: ReturnType<typeof buildJobMeta>, key: string) =>
  meta.find((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key)) as { content: string } | undefined;

describe('a job link’s preview', () => {
  it('leads its description with pay, day and hours, area and the verified badge', () => {
    const facts = jobFacts(job, 'en', translator(en));
    expect(jobDescription(job, facts, translator(en))).toBe('₦15,000 · 10 Dec 2030 · 09:00–17:00 · Ikeja, Lagos · Verified employer. Two coats on the front wall and the door frame.');
    expect(jobWhen({ ...job, job_end_date: '2030-12-12', job_sart_time: null, job_end_time: null, job_time: 'Morning' }, 'en')).toBe('10 Dec 2030 – 12 Dec 2030 · Morning');
  });

  it('carries the title, canonical address, Open Graph and Twitter tags, in the page’s language', () => {
    const meta = buildJobMeta({ job, locale: 'fr', origin: 'https://gig.example', t: translator(fr), siteName: 'GigMarket' });
    const title = meta.find((tag) => 'title' in tag) as { title: string };
    expect(title.title).toMatch(/^Paint a shop front · 15\s000\s₦ \| GigMarket$/);
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://gig.example/jobs/12?lang=fr' });
    expect(find(meta, 'og:locale')?.content).toBe('fr_FR');
    expect(find(meta, 'og:locale:alternate')?.content).toBe('en_NG');
    expect(find(meta, 'twitter:card')?.content).toBe('summary_large_image');
    expect(find(meta, 'og:image')?.content).toBe(`https://gig.example/jobs/12/card.png?lang=fr&v=${Date.parse('2026-11-28T09:00:00.000Z')}-open`);
    expect(find(meta, 'og:image:width')?.content).toBe('1200');
    expect(find(meta, 'og:image:height')?.content).toBe('630');
    expect(find(meta, 'description')?.content).toContain('Employeur vérifié');
    expect(find(meta, 'og:description')?.content).toBe(find(meta, 'description')?.content);
    const english = buildJobMeta({ job, locale: 'en', origin: 'https://gig.example', t: translator(en), siteName: 'GigMarket' });
    expect(english).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://gig.example/jobs/12' });
  });

  it('says a job is filled, expired or closed, in the title, the description and a new card version', () => {
    for (const [availability, word] of [['filled', 'Filled'], ['expired', 'Expired'], ['closed', 'Closed']] as const) {
      const meta = buildJobMeta({ job: { ...job, availability }, locale: 'en', origin: 'https://gig.example', t: translator(en), siteName: 'GigMarket' });
      expect((meta.find((tag) => 'title' in tag) as { title: string }).title).toBe(`${word}: Paint a shop front · ₦15,000 | GigMarket`);
      expect(find(meta, 'description')?.content.startsWith(`This job is ${word.toLowerCase()} — ₦15,000`)).toBe(true);
      expect(find(meta, 'og:image')?.content).toContain(`-${availability}`);
    }
  });

  it('keeps the description short and leaves out a badge the employer does not hold', () => {
    const long = { ...job, employer_verified_at: null, work_description: 'word '.repeat(100) };
    const text = jobDescription(long, jobFacts(long, 'en', translator(en)), translator(en));
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).not.toContain('Verified');
  });
});
