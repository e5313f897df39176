import { FORMER_MEMBER } from '@gigmarket/shared';

/**
 * A person's name as the API gives it, with an erased account's "Former member" in the page's
 * language (docs/privacy.md "Deleting an account"): the API names them in English.
 */
export function memberName(name: string | null | undefined, t: (key: string) => string): string {
  return !name || name === FORMER_MEMBER.en ? t('people.formerMember') : name;
}
