import { ADMIN_SORTABLE, synonymTerms, type SynonymTermList } from '@gigmarket/shared';
import { HttpStatus } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { ADMIN_MESSAGES } from '../../i18n/messages/admin';
import { fold, words } from '../../search-text/analysis';
import { phraseKeys } from '../../search-text/understanding';
import { SearchLexiconService } from '../../search/lexicon.service';
import { Synonym } from '../../search/synonym.entity';
import { defineResource } from '../admin-resource';
import { CreateSynonymDto, UpdateSynonymDto } from '../dto/synonyms.dto';

/** The lists whose terms are a group's names: each finds the others, so a name belongs to one group. */
const NAME_LISTS = ['terms_en', 'terms_fr'] as const satisfies readonly SynonymTermList[];

/** How many of a group's names a refusal quotes to say which group it is. */
const NAMES_QUOTED = 3;

/** How a term is compared with another: its words, lower case, without accents. */
const sameTerm = (term: string) => words(term).map(fold).join(' ');

/** A list's terms as stored: trimmed, single spaces, each once ("Ménage" and "menage" are one). */
function storedTerms(list: string | null | undefined): string[] {
  const terms = new Map<string, string>();
  for (const typed of synonymTerms(list)) {
    const term = typed.normalize('NFC').replace(/\s+/g, ' ');
    if (!terms.has(sameTerm(term))) terms.set(sameTerm(term), term);
  }
  return [...terms.values()];
}

interface Owner {
  group: Synonym;
  name: string;
}

/** A group's first names, English and French in turn, as the lexicon ranks them: "cleaner, ménage, cleaning". */
function firstNames(group: Synonym): string[] {
  const [en, fr] = [synonymTerms(group.terms_en), synonymTerms(group.terms_fr)];
  return Array.from({ length: Math.max(en.length, fr.length) }, (_, index) => [en[index], fr[index]])
    .flat()
    .filter((name): name is string => name !== undefined)
    .slice(0, NAMES_QUOTED);
}

/**
 * Refuses a name that another group's name already stands for (the same words, or the same stems
 * in English or French, as a search reads them: understanding.ts `phraseKeys`), so a word has one
 * meaning. Only the names this write adds are checked: one already stored beside another group's
 * (in the installed dictionary, say) does not stop an edit of something else. On MySQL the other
 * groups are read locked, so two writes adding the same name one after the other cannot both pass.
 */
async function assertOneMeaning(manager: EntityManager, names: Record<(typeof NAME_LISTS)[number], string[]>, existing?: Synonym): Promise<void> {
  const stored = new Set(existing ? NAME_LISTS.flatMap((list) => synonymTerms(existing[list]).map(sameTerm)) : []);
  const added = NAME_LISTS.flatMap((list) => names[list].filter((term) => !stored.has(sameTerm(term))).map((term) => ({ list, term })));
  if (!added.length) return;
  const query = manager.getRepository(Synonym).createQueryBuilder('s').orderBy('s.id', 'ASC');
  if (existing) query.where('s.id <> :id', { id: existing.id });
  if (manager.connection.options.type === 'mysql') query.setLock('pessimistic_write');
  // Another group's names by their words, and by each of their stem keys.
  const sameNames = new Map<string, Owner>();
  const stemNames = new Map<string, Owner>();
  for (const group of await query.getMany()) {
    for (const name of NAME_LISTS.flatMap((list) => synonymTerms(group[list]))) {
      if (!sameNames.has(sameTerm(name))) sameNames.set(sameTerm(name), { group, name });
      for (const key of phraseKeys(words(name))) if (!stemNames.has(key)) stemNames.set(key, { group, name });
    }
  }
  for (const { list, term } of added) {
    const owner =
      sameNames.get(sameTerm(term)) ??
      phraseKeys(words(term))
        .map((key) => stemNames.get(key))
        .find(Boolean);
    if (!owner) continue;
    const quoted = firstNames(owner.group).join(', ');
    const said =
      sameTerm(owner.name) === sameTerm(term)
        ? ADMIN_MESSAGES.synonymTaken(term, owner.group.id, quoted)
        : ADMIN_MESSAGES.synonymClash(term, owner.name, owner.group.id, quoted);
    throw DomainError.field(list, 'oneMeaning', said, HttpStatus.BAD_REQUEST);
  }
}

/**
 * The search dictionary (docs/search.md "The dictionary"): groups of English and French names
 * that find each other, and related words the names also find. The lists are stored as terms
 * separated by ", ", as the lexicon reads them. A write applies to this API process's next search
 * (the lexicon is invalidated once it commits), to other processes within a minute.
 */
export const synonymsResource = defineResource<Synonym>({
  resource: 'synonyms',
  entity: Synonym,
  label: 'synonym group',
  list: { filters: {}, sortable: ADMIN_SORTABLE.synonyms, search: ['terms_en', 'terms_fr', 'related'] },
  createDto: CreateSynonymDto,
  updateDto: UpdateSynonymDto,
  invalidates: [SearchLexiconService],
  async prepare(input, { manager, existing }) {
    const list = (name: SynonymTermList) => storedTerms((name in input ? input[name] : existing?.[name]) as string | null | undefined);
    const names = { terms_en: list('terms_en'), terms_fr: list('terms_fr') };
    if (!names.terms_en.length && !names.terms_fr.length) {
      throw new DomainError(ADMIN_MESSAGES.synonymNoName, HttpStatus.BAD_REQUEST, [
        { field: 'terms_en', rule: 'required', message: ADMIN_MESSAGES.synonymNoName },
        { field: 'terms_fr', rule: 'required', message: ADMIN_MESSAGES.synonymNoName },
      ]);
    }
    await assertOneMeaning(manager, names, existing);
    const related = list('related');
    return { terms_en: names.terms_en.join(', '), terms_fr: names.terms_fr.join(', '), related: related.length ? related.join(', ') : null };
  },
});
