import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '~/locales/en';
import { I18nProvider, type Dict } from '~/utils/i18n';
import { ShareJob } from './share-job';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const link = 'https://gig.example/jobs/12?lang=en&ref=share';
const text = `Paint a shop front · ₦15,000\n${link}`;

function show(countUrl?: string) {
  return render(
    <I18nProvider locale="en" dict={en as unknown as Dict}>
      <ShareJob title="Paint a shop front" text={text} url={link} countUrl={countUrl} />
    </I18nProvider>,
  );
}

describe('Share on a job', () => {
  it('counts a share through the page’s route when WhatsApp or copy is chosen', async () => {
    const sendBeacon = vi.fn().mockReturnValue(true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon, clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    show('/jobs/12/shares?source=feed');
    fireEvent.click(screen.getByRole('link', { name: 'Share on WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(sendBeacon.mock.calls).toEqual([['/jobs/12/shares?source=feed'], ['/jobs/12/shares?source=feed']]);
  });

  it('opens WhatsApp with the text and shows the link', () => {
    show();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    expect((screen.getByLabelText('Link to this job') as HTMLInputElement).value).toBe(link);
    // No share sheet in this browser: no button for it.
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('offers the phone’s share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: 'Paint a shop front', text, url: link });
  });
});
