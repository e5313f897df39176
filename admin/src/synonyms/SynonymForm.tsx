import { Typography } from '@mui/material';
import { SYNONYM_LIMITS, SYNONYM_TERM_LISTS, SYNONYM_TERM_PATTERN, synonymTerms, type SynonymTermList } from '@gigmarket/shared';
import { SimpleForm, TextArrayInput, useTranslate } from 'react-admin';

type Values = Partial<Record<SynonymTermList, string | null>>;

/** The stored list ("plumber, plumbing") as the chips the input edits. */
const toChips = (list: string | null | undefined) => synonymTerms(list);

/** The chips back as the stored list; a chip holding commas (a pasted list) becomes several terms. */
const toList = (chips: string[] | null | undefined) => (chips ?? []).flatMap((chip) => synonymTerms(chip)).join(', ');

/** The API's rules for each term (admin/dto/synonyms.dto.ts): the first one a list breaks, said before the form is sent. */
function termsError(list: string | null | undefined) {
  const terms = synonymTerms(list);
  if (terms.length > SYNONYM_LIMITS.termsPerList) return { message: 'resources.synonyms.errors.terms_max', args: { max: SYNONYM_LIMITS.termsPerList } };
  const bad = terms.find((term) => !SYNONYM_TERM_PATTERN.test(term));
  if (bad) return { message: 'resources.synonyms.errors.term_characters', args: { term: bad } };
  const long = terms.find((term) => term.length > SYNONYM_LIMITS.termMax);
  if (long) return { message: 'resources.synonyms.errors.term_length', args: { term: long, max: SYNONYM_LIMITS.termMax } };
  return undefined;
}

/**
 * The whole group's rules (react-hook-form takes a form's rules or its inputs', not both): each
 * list's terms, and a name in English or in French.
 */
function validateGroup(values: Values) {
  const errors: Record<string, string | { message: string; args: Record<string, unknown> }> = {};
  for (const source of SYNONYM_TERM_LISTS) {
    const error = termsError(values[source]);
    if (error) errors[source] = error;
  }
  if (!synonymTerms(values.terms_en).length && !synonymTerms(values.terms_fr).length) {
    errors.terms_en ??= 'resources.synonyms.errors.no_name';
    errors.terms_fr ??= 'resources.synonyms.errors.no_name';
  }
  return errors;
}

function TermsInput({ source, help }: { source: SynonymTermList; help: string }) {
  return <TextArrayInput source={source} format={toChips} parse={toList} helperText={help} fullWidth />;
}

/**
 * A group of the search dictionary: one chip input per list (English names, French names, related
 * words), each with what it does. The API refuses a name another group has; the refusal shows
 * beside the field.
 */
export function SynonymForm() {
  const translate = useTranslate();
  return (
    <SimpleForm validate={validateGroup}>
      <TermsInput source="terms_en" help="resources.synonyms.help.names" />
      <TermsInput source="terms_fr" help="resources.synonyms.help.names" />
      <TermsInput source="related" help="resources.synonyms.help.related" />
      <Typography variant="body2" color="text.secondary">
        {translate('resources.synonyms.help.applies')}
      </Typography>
    </SimpleForm>
  );
}
