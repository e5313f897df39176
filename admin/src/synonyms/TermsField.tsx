import { Chip, Stack } from '@mui/material';
import { synonymTerms } from '@gigmarket/shared';
import { useRecordContext } from 'react-admin';

/**
 * A list of terms stored as "plumber, plumbing" shown as chips, one per term, as the form edits
 * them. Nothing when the list is empty.
 */
export function TermsField({ source }: { source: 'terms_en' | 'terms_fr' | 'related'; label?: string; sortable?: boolean }) {
  const record = useRecordContext();
  const terms = synonymTerms(record?.[source] as string | null | undefined);
  if (!terms.length) return null;
  return (
    <Stack direction="row" component="ul" sx={{ gap: 0.5, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
      {terms.map((term) => (
        <li key={term}>
          <Chip size="small" label={term} />
        </li>
      ))}
    </Stack>
  );
}
