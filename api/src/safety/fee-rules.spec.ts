import { feeRuleMatch, normaliseForRules } from './fee-rules';
import { HONEST_TEXTS, SCAM_TEXTS, type CorpusText } from './fee-corpus';

/** The corpus's rates, printed by the test and written in docs/trust.md "Flagged text". */
function rates(texts: CorpusText[]) {
  const flagged = texts.filter(({ text }) => feeRuleMatch(text) !== null);
  return { total: texts.length, flagged: flagged.length, rate: flagged.length / texts.length, missed: texts.filter((text) => !flagged.includes(text)) };
}

describe('the fee rules (docs/trust.md "Flagged text")', () => {
  it('normalise before matching: NFKC, look-alike letters, zero-width characters, punctuation, accents, amounts and account numbers', () => {
    expect(normaliseForRules('ｒｅｇｉｓｔｒａｔｉｏｎ ｆｅｅ ₦１５００')).toBe('registration fee amt');
    expect(normaliseForRules('R\u0435gistration f\u0435\u0435')).toBe('registration fee');
    expect(normaliseForRules('regis\u200Btration-fee')).toBe('registration fee');
    expect(normaliseForRules('reg. fee N2,000')).toBe('reg fee amt');
    expect(normaliseForRules('send 3k before resumption')).toBe('send amt before resumption');
    expect(normaliseForRules('two thousand naira for the form')).toBe('amt for the form');
    expect(normaliseForRules('account 012-345-6789 Access')).toBe('account acctno access');
    expect(normaliseForRules('zero one two three four five six seven eight nine')).toBe('acctno');
    expect(normaliseForRules('Frais d’inscription : 5 000 FCFA')).toBe('frais d inscription amt');
    expect(normaliseForRules('r.e.g.i.s.t.r.a.t.i.o.n f33')).toBe('registration fee');
    expect(normaliseForRules('Call 0803 123 4567')).toBe('call phone');
  });

  it('names the rule and quotes the original words', () => {
    expect(feeRuleMatch('Ushers needed. reg. fee N2,000 on arrival.')).toEqual({ rule: 'registration_fee', excerpt: 'Ushers needed. reg. fee N2,000 on arrival.' });
    expect(feeRuleMatch('Bring N3000 for uniform')?.rule).toBe('uniform_fee');
    expect(feeRuleMatch('Deposit N3000 to secure your spot')?.rule).toBe('pay_to_start');
    expect(feeRuleMatch('Pay to 0123456789 GTBank')?.rule).toBe('bank_account');
    expect(feeRuleMatch('No registration fee, never pay to apply')).toBeNull();
    expect(feeRuleMatch('No registration fee, but N2000 for form')?.rule).toBe('registration_fee');
    expect(feeRuleMatch(null)).toBeNull();
  });

  it.each([
    ['Pay a registration fee of N5,000 to be shortlisted', 'registration_fee'],
    ['You will pay for your uniform on the first day', 'uniform_fee'],
    ['Uniform fee: N3,000', 'uniform_fee'],
    ['A training fee of 2000 is required', 'training_fee'],
    ['Send N2,000 before you start', 'pay_to_start'],
    ['Transfer to 0123456789 GTBank', 'bank_account'],
    ['Payez les frais d’inscription', 'registration_fee'],
  ])('still catches what the plain rules caught: %s -> %s', (text, rule) => {
    expect(feeRuleMatch(text)?.rule).toBe(rule);
  });

  it('leaves ordinary job text alone', () => {
    for (const text of [
      'Ushers for a wedding. Good pay and free uniform provided. Call 08031234567.',
      'Clean a 3-bedroom flat in Lekki, supplies provided.',
      'Reference 0123456789 on the delivery note',
      'We will pay for your uniform and your lunch.',
    ])
      expect([text, feeRuleMatch(text)]).toEqual([text, null]);
  });

  it('catches the corpus’s scams and leaves its honest texts alone, in English and French (rates printed)', () => {
    expect(SCAM_TEXTS.length).toBeGreaterThanOrEqual(100);
    expect(HONEST_TEXTS.length).toBeGreaterThanOrEqual(100);
    for (const language of ['en', 'fr'] as const) {
      expect(SCAM_TEXTS.filter((text) => text.language === language).length).toBeGreaterThanOrEqual(20);
      expect(HONEST_TEXTS.filter((text) => text.language === language).length).toBeGreaterThanOrEqual(20);
    }
    const scams = rates(SCAM_TEXTS);
    const honest = rates(HONEST_TEXTS);
    const falseAlarms = HONEST_TEXTS.filter(({ text }) => feeRuleMatch(text) !== null).map(({ text }) => `${text} -> ${feeRuleMatch(text)!.rule}`);
    process.stdout.write(
      `fee rules corpus: caught ${scams.flagged}/${scams.total} scams (${(100 * scams.rate).toFixed(1)}%), ` +
        `false alarms ${honest.flagged}/${honest.total} honest texts (${(100 * honest.rate).toFixed(1)}%)\n` +
        (scams.missed.length ? `missed: ${scams.missed.map(({ text }) => JSON.stringify(text)).join('; ')}\n` : '') +
        (falseAlarms.length ? `false alarms: ${falseAlarms.join('; ')}\n` : ''),
    );
    expect(scams.rate).toBeGreaterThanOrEqual(0.95);
    expect(honest.rate).toBeLessThanOrEqual(0.02);
  });
});
