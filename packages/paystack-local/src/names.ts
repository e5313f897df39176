// Deterministic people for the local Paystack: the name on an account (`GET /bank/resolve`) and the
// name on a BVN (customer identification). The same digits always give the same name, picked from
// fixed lists by a hash of the digits.
import { createHash } from 'node:crypto';

const FIRST = [
  'ADEBAYO',
  'CHINEDU',
  'NGOZI',
  'OLUWASEUN',
  'AISHA',
  'EMEKA',
  'FUNMILAYO',
  'IBRAHIM',
  'CHIAMAKA',
  'TUNDE',
  'ZAINAB',
  'OBINNA',
  'YETUNDE',
  'MUSA',
  'ADAEZE',
  'BABATUNDE',
  'HALIMA',
  'IFEANYI',
  'TEMITOPE',
  'USMAN',
  'KEMI',
  'CHUKWUEMEKA',
  'BLESSING',
  'SEGUN',
  'AMINA',
  'NNAMDI',
  'BOLANLE',
  'GODWIN',
  'FATIMA',
  'OLUMIDE',
];
const MIDDLE = ['', 'GRACE', 'JOHN', 'MARY', 'DAVID', 'ESTHER', 'PAUL', 'JOY', 'SAMUEL', 'PETER', 'RUTH', 'DANIEL'];
const LAST = [
  'OKAFOR',
  'ADEYEMI',
  'BELLO',
  'EZE',
  'OGUNLEYE',
  'ABUBAKAR',
  'NWOSU',
  'ADEBAYO',
  'OKONKWO',
  'LAWAL',
  'OLADIPO',
  'UCHE',
  'YUSUF',
  'OBI',
  'ADEKUNLE',
  'DANJUMA',
  'IWU',
  'BALOGUN',
  'ONYEKACHI',
  'SANI',
  'AKINTOLA',
  'CHUKWU',
  'IDRIS',
  'OYELARAN',
  'NWACHUKWU',
  'GARBA',
  'FASHOLA',
  'EKWUEME',
];

export interface PersonName {
  first_name: string;
  middle_name: string | null;
  last_name: string;
}

function personFor(seed: string): PersonName {
  const hash = createHash('sha256').update(seed).digest();
  return {
    first_name: FIRST[hash[0] % FIRST.length],
    middle_name: MIDDLE[hash[1] % MIDDLE.length] || null,
    last_name: LAST[hash[2] % LAST.length],
  };
}

/** The name a bank holds on an account number, as `GET /bank/resolve` answers it: "LAST FIRST [MIDDLE]". */
export function accountNameFor(accountNumber: string): string {
  const person = personFor(accountNumber);
  return [person.last_name, person.first_name, person.middle_name].filter(Boolean).join(' ');
}

/** The name registered on a BVN (a different hash input from accounts, so the two lists never line up by accident). */
export function bvnNameFor(bvn: string): PersonName {
  return personFor(`bvn:${bvn}`);
}

/** "ADA OBI" or "ADA GRACE OBI" as a name: first word first, last word last, anything between the middle name. */
export function parsePersonName(value: string): PersonName | null {
  const words = value.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  return {
    first_name: words[0],
    middle_name: words.length > 2 ? words.slice(1, -1).join(' ') : null,
    last_name: words[words.length - 1],
  };
}

/**
 * Whether the names given for an identification are those on the BVN: the first and last names
 * given must each be one of the BVN's names (any order, any case); a middle name may be left out.
 */
export function namesMatch(given: { first_name: string; last_name: string }, onBvn: PersonName): boolean {
  const held = [onBvn.first_name, onBvn.middle_name ?? '', onBvn.last_name]
    .join(' ')
    .toUpperCase()
    .split(/\s+/)
    .filter(Boolean);
  const first = given.first_name.trim().toUpperCase();
  const last = given.last_name.trim().toUpperCase();
  return held.includes(first) && held.includes(last);
}
