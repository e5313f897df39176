import type { Repository } from 'typeorm';
import type { Category } from '../categories/category.entity';
import type { PlacesService } from '../locations/places.service';
import type { LookupsService } from '../lookups/lookups.service';
import { SearchLexiconService } from './lexicon.service';
import type { SearchWordsService } from './search-words.service';
import type { Synonym } from './synonym.entity';
import type { Understanding } from '../search-text/understanding';

/** A dictionary whose reads answer when the test says so: the rows as they are at that moment. */
function dictionary() {
  let rows: Partial<Synonym>[] = [];
  const pending: Array<() => void> = [];
  let held = false;
  const repository = {
    find: () =>
      new Promise<Partial<Synonym>[]>((resolve) => {
        const answer = (snapshot: Partial<Synonym>[]) => () => resolve(snapshot);
        if (held) pending.push(answer(rows));
        else resolve(rows);
      }),
  };
  return {
    repository: repository as unknown as Repository<Synonym>,
    set: (next: Partial<Synonym>[]) => (rows = next),
    hold: () => (held = true),
    release: () => {
      held = false;
      pending.splice(0).forEach((answer) => answer());
    },
  };
}

function lexiconOf(synonyms: Repository<Synonym>): SearchLexiconService {
  const none = async () => [];
  return new SearchLexiconService(
    synonyms,
    { find: none } as unknown as Repository<Category>,
    { listJobTypes: none, listSkills: none, listStates: none } as unknown as LookupsService,
    { list: none } as unknown as PlacesService,
    { all: none, requestRecount: () => undefined } as unknown as SearchWordsService,
  );
}

const tokensOf = (understood: Understanding) =>
  understood.clauses.flatMap((clause) => clause.alternatives.flatMap((alternative) => alternative.tokens));

const OPTIONS = { placeAllowed: false, corrections: false };

describe('SearchLexiconService.invalidate', () => {
  it('a search after an edit reads the new dictionary, even while a lexicon read before the edit is still being built', async () => {
    const rows = dictionary();
    const lexicon = lexiconOf(rows.repository);
    // A search starts building the lexicon; its read of the dictionary answers the rows before the edit.
    rows.hold();
    const before = lexicon.understand('zorbing', OPTIONS);
    // The edit commits ("zorbing" now finds what holds "cleaning") and invalidates the lexicon.
    rows.set([{ id: 1, terms_en: 'zorbing', terms_fr: '', related: 'cleaning' }]);
    lexicon.invalidate();
    const after = lexicon.understand('zorbing', OPTIONS);
    rows.release();

    expect(tokensOf(await before)).not.toContain('clean');
    expect(tokensOf(await after)).toContain('clean');
    // And the lexicon kept is the new one, not the one read before the edit.
    expect(tokensOf(await lexicon.understand('zorbing', OPTIONS))).toContain('clean');
  });

  it('without an edit, one lexicon answers every search of its minute', async () => {
    const rows = dictionary();
    const lexicon = lexiconOf(rows.repository);
    expect(tokensOf(await lexicon.understand('zorbing', OPTIONS))).not.toContain('clean');
    rows.set([{ id: 1, terms_en: 'zorbing', terms_fr: '', related: 'cleaning' }]);
    expect(tokensOf(await lexicon.understand('zorbing', OPTIONS))).not.toContain('clean');
    lexicon.invalidate();
    expect(tokensOf(await lexicon.understand('zorbing', OPTIONS))).toContain('clean');
  });
});
