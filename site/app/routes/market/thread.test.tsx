import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { linkify, type Thread } from '~/utils/conversations';
import { I18nProvider, type Dict } from '~/utils/i18n';
import ThreadPage from './thread';

afterEach(cleanup);

function makeThread(over: Partial<Thread> = {}): Thread {
  return {
    application_id: 5,
    listing_id: 9,
    job_title: 'Paint a fence',
    status: 'pending',
    role: 'freelancer',
    other: { id: 1, name: 'Ada Obi' },
    approved: false,
    mask_note: 'Contact details are hidden until the employer approves the application.',
    blocked_by_me: false,
    blocked_by_them: false,
    unread: 0,
    items: [
      { id: 1, application_id: 5, sender_id: 2, mine: true, body: 'Hello <b>there</b>, see https://example.com/x.', masked: false, attachment: null, created_at: '2026-12-01T09:00:00Z', seen_at: '2026-12-01T09:05:00Z' },
      { id: 2, application_id: 5, sender_id: 1, mine: false, body: 'Call [hidden]', masked: true, attachment: null, created_at: '2026-12-01T09:06:00Z', seen_at: null },
    ],
    ...over,
  } as Thread;
}

function show(loaderData: unknown, locale = 'en') {
  const C = ThreadPage as unknown as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/page',
      Component: () => (
        <I18nProvider locale={locale} dict={(locale === 'fr' ? fr : en) as unknown as Dict}>
          <C loaderData={loaderData} />
        </I18nProvider>
      ),
      action: () => null,
    },
  ]);
  return render(<Stub initialEntries={['/page']} />);
}

describe('linkify', () => {
  it('turns http(s) addresses into parts with href, trailing punctuation left out, nothing else', () => {
    expect(linkify('see https://example.com/a?b=1. or <a href="x">')).toEqual([
      { text: 'see ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. or <a href="x">' },
    ]);
  });
});

describe('thread page', () => {
  it('shows messages as text with links, receipts, the masking note, a plain form and block', () => {
    show({ party: 'freelancer', thread: makeThread() });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages: Paint a fence' })).toBeTruthy();
    const [safety, mask] = screen.getAllByRole('note');
    expect(safety.textContent).toContain('Never pay to apply.');
    expect(mask.textContent).toContain('hidden until the employer approves');
    const [mine, theirs] = screen.getAllByTestId('message');
    expect(mine.textContent).toContain('Hello <b>there</b>, see');
    expect(within(mine).getByRole('link', { name: 'https://example.com/x' }).getAttribute('rel')).toContain('noopener');
    expect(within(mine).getByTestId('receipt').textContent).toMatch(/^Seen /);
    expect(theirs.textContent).toContain('Contact details hidden');
    expect(within(theirs).getByRole('button', { name: 'Report this message' })).toBeTruthy();
    const box = screen.getByLabelText('Your message') as HTMLTextAreaElement;
    expect(box.form?.method).toBe('post');
    expect(box.maxLength).toBe(2000);
    expect(screen.getByRole('button', { name: 'Block Ada Obi' })).toBeTruthy();
  });

  it('replaces the form with the block notice, in French too', () => {
    show({ party: 'employer', thread: makeThread({ blocked_by_me: true, approved: true, mask_note: null }) }, 'fr');
    expect(screen.queryByLabelText('Votre message')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Vous avez bloqué Ada Obi');
    expect(screen.getByRole('button', { name: 'Débloquer Ada Obi' })).toBeTruthy();
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([expect.stringContaining('Ne payez jamais pour postuler.')]);
  });
});
