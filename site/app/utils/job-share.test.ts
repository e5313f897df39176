import { describe, expect, it } from 'vitest';
import { shareLink, shareText, whatsappHref } from './job-share';

describe('a shared job', () => {
  it('links with its language and the share marker', () => {
    expect(shareLink('https://gig.example', 12, 'fr')).toBe('https://gig.example/jobs/12?lang=fr&ref=share');
    expect(shareLink('https://gig.example/', 12, 'en')).toBe('https://gig.example/jobs/12?lang=en&ref=share');
  });

  it('reads title, pay, when and area on one line, then the link', () => {
    const link = 'https://gig.example/jobs/12?lang=en&ref=share';
    expect(shareText({ title: ' Paint a shop front ', pay: '₦15,000', when: '10 Dec 2030 · 09:00–17:00', area: 'Ikeja, Lagos' }, link)).toBe(
      `Paint a shop front · ₦15,000 · 10 Dec 2030 · 09:00–17:00 · Ikeja, Lagos\n${link}`,
    );
    expect(shareText({ title: 'Tutor', pay: '₦5,000', when: '', area: '' }, link)).toBe(`Tutor · ₦5,000\n${link}`);
  });

  it('opens WhatsApp with the text, encoded', () => {
    const href = whatsappHref('Paint · ₦15,000\nhttps://gig.example/jobs/12?lang=en&ref=share');
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe('Paint · ₦15,000\nhttps://gig.example/jobs/12?lang=en&ref=share');
    expect(href).not.toContain('&ref');
  });
});
