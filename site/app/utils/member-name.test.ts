import { describe, expect, it } from 'vitest';
import fr from '~/locales/fr';
import { memberName } from './member-name';

describe('memberName', () => {
  const t = (key: string) => (key === 'people.formerMember' ? fr.people.formerMember : key);
  it('shows an erased person in the page’s language and anyone else by name', () => {
    expect(memberName('Former member', t)).toBe('Ancien membre');
    expect(memberName(null, t)).toBe('Ancien membre');
    expect(memberName('Ada Obi', t)).toBe('Ada Obi');
  });
});
