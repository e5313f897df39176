/**
 * The fee rule set as data (docs/trust.md "Flagged text"). The API normalises a text first
 * (`api/src/safety/fee-rules.ts`: Unicode NFKC, look-alike letters of other scripts folded to
 * Latin, zero-width characters and punctuation removed, accents dropped, lower case, amounts and
 * account numbers written in digits or in words turned into the tokens `amt` and `acctno`), then
 * looks for these patterns in its words.
 *
 * A pattern is words separated by spaces: `{name}` is any word of `FEE_WORDS[name]`, `a|b` is one
 * of the words given, anything else is itself. Between two of its words stand at most `gap` other
 * words (2 unless the rule says). A match with a word of `FEE_WORDS.negation` in it or in the three
 * words before it ("no registration fee", "uniform provided free of charge", "sans frais
 * d'inscription"), or right after one of the rule's `notAfter` words or phrases ("we pay you before you start"),
 * does not count; the text is searched on. `alsoNeeds`: the text must also hold one of those words somewhere.
 */
export const FEE_WORDS = {
  fee: ['fee', 'fees', 'charge', 'charges', 'levy', 'money', 'payment', 'amount', 'cost', 'costs', 'frais', 'paiement', 'montant', 'cout', 'couts', 'tarif', 'cotisation'],
  feeKind: [
    'registration', 'reg', 'regist', 'registeration', 'registraion', 'application', 'processing', 'form', 'forms', 'enrolment', 'enrollment',
    'screening', 'clearance', 'admission', 'inscription', 'dossier', 'candidature', 'enregistrement', 'formulaire', 'adhesion', 'membership',
  ],
  gear: ['uniform', 'uniforms', 'kit', 'kits', 'badge', 'badges', 'idcard', 'tshirt', 'shirt', 'shirts', 'apron', 'aprons', 'uniforme', 'uniformes', 'tenue', 'tenues', 'gilet', 'blouse'],
  training: ['training', 'medical', 'orientation', 'onboarding', 'induction', 'formation', 'medicale', 'visite', 'starter', 'test'],
  pay: [
    'pay', 'pays', 'paying', 'transfer', 'deposit', 'remit', 'buy', 'buying', 'purchase', 'payer', 'payez', 'paye', 'verser', 'versez', 'virer',
    'virez', 'virement', 'deposer', 'deposez', 'regler', 'reglez', 'achat', 'acheter', 'achetez',
  ],
  start: [
    'apply', 'applying', 'start', 'starting', 'resume', 'resuming', 'resumption', 'begin', 'beginning', 'interview', 'employment', 'shortlisted',
    'considered', 'hired', 'employed', 'commencer', 'debuter', 'reprise', 'embauche', 'entretien', 'demarrer', 'postuler', 'candidater', 'commencement', 'recrute', 'retenu',
  ],
  send: ['send', 'sending', 'envoyer', 'envoyez', 'envoie'],
  money: ['amt', 'money', 'argent', 'cash'],
  secure: ['secure', 'reserve', 'book', 'guarantee', 'confirm', 'lock', 'hold', 'get', 'garantir', 'reserver', 'securiser', 'confirmer', 'bloquer', 'obtenir'],
  slot: ['spot', 'slot', 'slots', 'position', 'place', 'job', 'seat', 'role', 'poste', 'emploi', 'mission'],
  bank: [
    'account', 'acct', 'acc', 'bank', 'transfer', 'opay', 'palmpay', 'moniepoint', 'gtb', 'gtbank', 'access', 'zenith', 'uba', 'firstbank', 'kuda',
    'fidelity', 'wema', 'sterling', 'union', 'polaris', 'ecobank', 'compte', 'banque', 'virement', 'rib',
  ],
  negation: ['no', 'free', 'without', 'zero', 'never', 'nil', 'not', 'pas', 'sans', 'aucun', 'aucune', 'aucuns', 'gratuit', 'gratuite', 'jamais'],
} as const;

export type FeeWordList = keyof typeof FEE_WORDS;

export interface FeeRuleData {
  name: string;
  description: string;
  patterns: readonly string[];
  gap?: number;
  notAfter?: readonly string[];
  alsoNeeds?: readonly string[];
}

/** Every rule; the first whose pattern matches names the flag. */
export const FEE_RULES = [
  {
    name: 'registration_fee',
    description: 'a registration, application, processing, form or enrolment fee',
    patterns: ['{feeKind} {fee}', '{fee} for|de|d|of|pour {feeKind}', 'amt for|pour|de {feeKind}', '{feeKind} amt'],
    gap: 1,
  },
  {
    name: 'uniform_fee',
    description: 'paying for a uniform, kit or ID card',
    patterns: ['{pay} {gear}', '{gear} {fee}', '{fee} for|de|d|of|pour {gear}', 'amt for|pour {gear}', '{gear} amt', '{pay} id card', 'id card {fee}', 'id card amt'],
    gap: 3,
    notAfter: ['we', 'we will', 'nous'],
  },
  {
    name: 'training_fee',
    description: 'a training, medical or starter-pack fee',
    patterns: ['{training} {fee}', '{fee} for|de|d|of|pour {training}', 'amt for|pour {training}', '{training} amt', 'starter pack'],
    gap: 1,
  },
  {
    name: 'pay_to_start',
    description: 'money asked before applying, starting or being hired',
    patterns: [
      '{pay} before|to|avant|pour {start}',
      '{pay} to|pour {secure} {slot}',
      '{send} {money} before|to|avant|pour {start}',
      '{send} {money} to|pour {secure} {slot}',
      'bring|drop|apporter|apportez amt',
      'amt before|avant {start}',
      'amt to|pour {secure} {slot}',
    ],
    gap: 5,
    notAfter: ['we', 'we will', 'will be', 'nous', 'is', 'are', 'get'],
  },
  {
    name: 'bank_account',
    description: 'an account number (10 digits, in digits or in words) in a text that also has a bank word',
    patterns: ['acctno'],
    alsoNeeds: ['{bank}'],
  },
] as const satisfies readonly FeeRuleData[];

export type FeeRuleName = (typeof FEE_RULES)[number]['name'];
