import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { I18nProvider, type Dict } from '~/utils/i18n';
import type { HireRating, RatingView } from '~/utils/trust';
import { JobCard } from './job-card';
import { CancelStep, ContestStep, HireRatingSection, ProfileTrust, TrustBadges } from './trust';

afterEach(cleanup);

function show(node: ReactNode, locale: 'en' | 'fr' = 'en', action: (args: { request: Request }) => unknown = () => null) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <I18nProvider locale={locale} dict={(locale === 'fr' ? fr : en) as unknown as Dict}>
          {node}
        </I18nProvider>
      ),
      action,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

const view = (over: Partial<RatingView> = {}): RatingView => ({ id: 1, application_id: 7, rater_id: 1, ratee_id: 2, stars: 4, comment: 'Careful work', hidden: false, created_at: '2026-11-20T10:00:00Z', revealed: false, ...over });
const rating = (over: Partial<HireRating> = {}): HireRating => ({ mine: null, theirs: null, can_rate: true, window_ends_at: '2026-12-04T10:00:00Z', ...over });

describe('rating a hire', () => {
  it('offers 1-5 stars as a radio group named "Your rating", a comment with a counter and "Submit rating"', () => {
    show(<HireRatingSection rating={rating()} otherName="Bola" />);
    expect(screen.getByRole('heading', { name: 'Rate this hire' })).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Your rating' });
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) expect(within(group).getByRole('radio', { name })).toBeTruthy();
    const comment = screen.getByRole('textbox', { name: 'Comment (optional)' }) as HTMLTextAreaElement;
    expect(comment.maxLength).toBe(500);
    expect(screen.getByText('0 / 500 characters')).toBeTruthy();
    fireEvent.change(comment, { target: { value: 'Great' } });
    expect(screen.getByText('5 / 500 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit rating' })).toBeTruthy();
  });

  it('posts intent=rate with the chosen stars and the comment', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => Object.fromEntries(await request.formData()));
    show(<HireRatingSection rating={rating()} otherName="Bola" />, 'en', action);
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment (optional)' }), { target: { value: 'On time' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await expect(action.mock.results[0]!.value).resolves.toMatchObject({ intent: 'rate', stars: '4', comment: 'On time' });
  });

  it('thanks the rater until the other side has rated, then shows both', () => {
    show(<HireRatingSection rating={rating({ can_rate: false, mine: view() })} otherName="Bola" />);
    expect(screen.getByRole('status').textContent).toBe('Thanks: your rating shows once both of you have rated, or in 14 days');
    expect(screen.queryByRole('button', { name: 'Submit rating' })).toBeNull();
    cleanup();
    show(<HireRatingSection rating={rating({ can_rate: false, mine: view({ revealed: true }), theirs: view({ id: 2, stars: 5, comment: null, revealed: true }) })} otherName="Bola" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your rating of Bola' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rating from Bola' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(screen.getByText('Careful work')).toBeTruthy();
  });

  it('shows nothing when the hire cannot be rated and nobody rated', () => {
    show(<HireRatingSection rating={rating({ can_rate: false })} otherName="Bola" />);
    expect(screen.queryByRole('heading', { name: 'Rate this hire' })).toBeNull();
  });

  it('speaks French', () => {
    show(<HireRatingSection rating={rating()} otherName="Bola" />, 'fr');
    expect(screen.getByRole('heading', { name: 'Noter cette mission' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Votre note' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '1 étoile' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 étoiles' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer la note' })).toBeTruthy();
  });
});

describe('cancelling and no-shows', () => {
  it('chooses a reason from the list, with an optional note and the late-fee warning', () => {
    show(<CancelStep warning="A late cancellation pays the freelancer 20% of the amount" />);
    const select = screen.getByRole('combobox', { name: 'Reason' });
    const options = within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['', 'schedule_changed', 'found_someone_else', 'job_no_longer_needed', 'price_disagreement', 'safety_concern', 'other']);
    expect(screen.getByRole('option', { name: 'Safety concern' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('A late cancellation pays the freelancer 20% of the amount');
  });

  it('names the reasons in French', () => {
    show(<CancelStep />, 'fr');
    expect(screen.getByRole('combobox', { name: 'Motif' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Mon emploi du temps a changé' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('contests a no-show with a note', () => {
    show(<ContestStep />);
    expect(screen.getAllByText('Contest the no-show').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: 'What happened' })).toBeTruthy();
  });
});

describe('ratings where people decide', () => {
  it('reads "Rated 4.6 out of 5 from 12 ratings" and shows ★ 4.6 (12) and the reliability', () => {
    show(<TrustBadges rating={{ average: 4.6, count: 12 }} reliability={{ score: 92, hires: 14 }} />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5 from 12 ratings' }).textContent).toBe('★ 4.6 (12)');
    expect(screen.getByText('Reliability 92% · 14 hires')).toBeTruthy();
  });

  it('says New below 3 hires and no ratings yet, in English and French', () => {
    show(<TrustBadges rating={{ average: null, count: 0 }} reliability={{ score: null, hires: 2 }} />);
    expect(screen.getByText('Reliability: New')).toBeTruthy();
    expect(screen.getByText('No ratings yet')).toBeTruthy();
    cleanup();
    show(<TrustBadges rating={{ average: 4.6, count: 12 }} reliability={{ score: 92, hires: 14 }} />, 'fr');
    expect(screen.getByRole('img', { name: 'Noté 4,6 sur 5 par 12 avis' })).toBeTruthy();
    expect(screen.getByText('Fiabilité 92 % · 14 missions')).toBeTruthy();
  });

  it('on a job card, shows only what is known: nothing for an employer new to the marketplace', () => {
    show(<TrustBadges rating={{ average: null, count: 0 }} reliability={{ score: null, hires: 2 }} label="Employer" knownOnly />);
    expect(screen.queryByRole('group', { name: 'Employer' })).toBeNull();
    expect(screen.queryByText('No ratings yet')).toBeNull();
    cleanup();
    show(<TrustBadges rating={{ average: 4.6, count: 12 }} reliability={{ score: null, hires: 1 }} label="Employer" knownOnly />);
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5 from 12 ratings' })).toBeTruthy();
    expect(screen.queryByText('Reliability: New')).toBeNull();
  });

  it('puts the employer’s rating on the job card, and nothing when the API sent none', () => {
    show(
      <ul>
        <JobCard job={{ id: 1, job_title: 'Garden work', employer_rating: { average: 4.2, count: 3 }, employer_reliability: { score: 100, hires: 3 } }} href="/freelancer/details/1" />
      </ul>,
    );
    const group = screen.getByRole('group', { name: 'Employer’s rating and reliability' });
    expect(within(group).getByRole('img', { name: 'Rated 4.2 out of 5 from 3 ratings' })).toBeTruthy();
    expect(within(group).getByText('Reliability 100% · 3 hires')).toBeTruthy();
    cleanup();
    show(
      <ul>
        <JobCard job={{ id: 1, job_title: 'Garden work' }} href="/freelancer/details/1" />
      </ul>,
    );
    expect(screen.queryByRole('group', { name: 'Employer’s rating and reliability' })).toBeNull();
  });

  it('shows a profile’s latest comments, escaped as text', () => {
    show(<ProfileTrust rating={{ average: 4, count: 6 }} reliability={{ score: 80, hires: 5 }} comments={[{ stars: 3, comment: '<b>ok</b>', created_at: '2026-11-01T00:00:00Z', rater_name: 'Ada' }]} />);
    expect(screen.getByRole('heading', { name: 'Ratings and reliability' })).toBeTruthy();
    expect(screen.getByText('<b>ok</b>')).toBeTruthy();
    expect(screen.getByRole('img', { name: '3 stars' })).toBeTruthy();
  });
});
