import { LANGUAGES } from '@gigmarket/shared';
import { CATALOGUES } from '../i18n/i18n';
import { NOTICE_LINKS, renderNotice } from './notice-texts';

describe('notices by key', () => {
  const hireKeys = Object.keys(CATALOGUES.en).filter((key) => key.startsWith('hireNotice.') && !key.endsWith('Title'));

  it('draws every hire notice in each language, the job escaped', () => {
    for (const language of LANGUAGES)
      for (const key of hireKeys) {
        const text = renderNotice(language, key, {
          job: 'A <b> & B',
          amount: 150_000,
          currency: 'NGN',
          reason: 'r',
          days: 7,
          hours: 72,
          decision: 'd',
          resolution: 'x',
          name: 'Ada',
          start: '09:00, 02/12',
          until: '14:00, 20/11',
          employer: 'Tiles Ltd',
        });
        expect(text?.title).toBeTruthy();
        expect(text?.message).toMatch(/^<p><em>A &lt;b&gt; &amp; B<\/em>: /);
        expect(text?.message).not.toMatch(/\{\w+\}/);
      }
  });

  it('answers null for a key it does not know, so the stored text shows', () => {
    expect(renderNotice('fr', 'hireNotice.gone', {})).toBeNull();
    expect(renderNotice('fr', 'hireNotice.fundedTitle', {})).toBeNull();
    expect(renderNotice('en', 'spec.error', {})).toBeNull();
  });

  it('links a saved search’s matches to their jobs', () => {
    const text = renderNotice('fr', 'savedSearchNotice.match', {
      name: 'Plomberie',
      jobs: [{ id: 4, title: 'Évier <x>' }],
    });
    expect(text).toEqual({
      title: 'Nouvelle mission pour votre recherche enregistrée: Plomberie',
      message: '<p><a href="/freelancer/details/4">Évier &lt;x&gt;</a></p>',
    });
    expect(NOTICE_LINKS.search('q=plumber&distance=5')).toBe('/freelancer/jobs?q=plumber&distance=5');
  });
});
