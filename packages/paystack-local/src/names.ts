// Deterministic account names for `GET /bank/resolve`: the same account number always gives the
// same name, picked from fixed lists by a hash of the digits.
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

export function accountNameFor(accountNumber: string): string {
  const hash = createHash('sha256').update(accountNumber).digest();
  const first = FIRST[hash[0] % FIRST.length];
  const middle = MIDDLE[hash[1] % MIDDLE.length];
  const last = LAST[hash[2] % LAST.length];
  return [last, first, middle].filter(Boolean).join(' ');
}
