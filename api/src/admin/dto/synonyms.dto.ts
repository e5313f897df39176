import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, registerDecorator } from 'class-validator';
import { SYNONYM_LIMITS, SYNONYM_TERM_PATTERN, synonymTerms } from '@gigmarket/shared';
import { RecordEchoDto } from './fields';

/** Characters of a whole list: its most terms at their longest, with ", " between them. */
const LIST_MAX = SYNONYM_LIMITS.termsPerList * (SYNONYM_LIMITS.termMax + 2);

/** A rule on a list's terms; the message names the first term that breaks it. */
function TermRule(name: string, broken: (terms: string[]) => string | undefined, message: (field: string, term: string | undefined) => string) {
  return (target: object, property: string | symbol) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(property),
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || broken(synonymTerms(value)) === undefined,
        defaultMessage: (args) => message(String(property), typeof args?.value === 'string' ? broken(synonymTerms(args.value)) : undefined),
      },
    });
}

const tooMany = (terms: string[]) => (terms.length > SYNONYM_LIMITS.termsPerList ? terms[SYNONYM_LIMITS.termsPerList] : undefined);
const tooLong = (terms: string[]) => terms.find((term) => term.normalize('NFC').length > SYNONYM_LIMITS.termMax);
const badCharacters = (terms: string[]) => terms.find((term) => !SYNONYM_TERM_PATTERN.test(term));

/**
 * A list of terms separated by commas (docs/search.md "The dictionary"): at most 50 terms, each 1 to
 * 100 characters of letters, digits, spaces, apostrophes and hyphens. Empty pieces between
 * separators are not terms (the lexicon skips them too). Messages as the catalogue's `validation.term*`.
 */
function TermList(description: string) {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      nullable: true,
      description: `${description}, separated by commas; at most ${SYNONYM_LIMITS.termsPerList} terms of 1 to ${SYNONYM_LIMITS.termMax} letters, digits, spaces, apostrophes and hyphens`,
      maxLength: LIST_MAX,
    }),
    // In the order they are checked (the first broken one is answered).
    IsOptional(),
    IsString(),
    MaxLength(LIST_MAX),
    TermRule('termsMax', tooMany, (field) => `${field} may hold at most ${SYNONYM_LIMITS.termsPerList} terms`),
    TermRule('termCharacters', badCharacters, (field, term) => `${field}: “${term}” may hold only letters, digits, spaces, apostrophes and hyphens`),
    TermRule('termLength', tooLong, (field, term) => `${field}: “${term}” is longer than ${SYNONYM_LIMITS.termMax} characters`),
  );
}

/**
 * A group of the search dictionary: its English and French names (each finds every other) and the
 * related words the names also find. At least one name (checked with the stored row on update).
 */
export class CreateSynonymDto {
  @TermList('English names ("plumber, plumbing")')
  terms_en?: string | null;

  @TermList('French names ("plombier, plomberie")')
  terms_fr?: string | null;

  @TermList('Related words the names also find, which do not find them back ("sink, robinet")')
  related?: string | null;
}

export class UpdateSynonymDto extends IntersectionType(PartialType(CreateSynonymDto), RecordEchoDto) {}
