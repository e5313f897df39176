import { cut, fitScreen, foldGsm7, gsm7Length, isGsm7 } from './gsm7';
import { latestAnswer, dialThrough } from './ussd.controller';
import { money } from './ussd-engine';

describe('GSM-7 screens', () => {
  it('folds French letters outside GSM-7 and keeps the ones inside', () => {
    expect(foldGsm7('fenêtre, âge, île, hôtel, sûr, Noël, naïf, garçon')).toBe(
      'fenetre, age, ile, hotel, sur, Noel, naif, garcon',
    );
    expect(foldGsm7('élève à Lyon')).toBe('élève à Lyon');
    expect(foldGsm7('l’œuvre — “ok” … ₦5,000')).toBe('l\'oeuvre - "ok" ... N5,000');
    expect(isGsm7(foldGsm7('Ŧ emoji 😀 ĉ'))).toBe(true);
  });

  it('cuts with an ellipsis at a word boundary where it can', () => {
    expect(cut('Deep clean of a four bedroom house', 20)).toBe('Deep clean of a...');
    expect(cut('Supercalifragilisticexpialidocious', 12)).toBe('Supercali...');
    expect(cut('Short', 12)).toBe('Short');
  });

  it('fits a screen in 160 characters with the footer whole', () => {
    const text = fitScreen(['x'.repeat(100), 'y'.repeat(100)], ['1 Confirm', '0 Back']);
    expect(gsm7Length(text)).toBeLessThanOrEqual(160);
    expect(text.endsWith('\n1 Confirm\n0 Back')).toBe(true);
    expect(gsm7Length('{}')).toBe(4);
  });
});

describe('gateway helpers', () => {
  it("reads the newest answer from Africa's Talking's cumulative text", () => {
    expect(latestAnswer('', null)).toEqual({ input: '', isNew: true });
    expect(latestAnswer('1', null)).toEqual({ input: '1', isNew: true });
    expect(latestAnswer('1', '')).toEqual({ input: '1', isNew: false });
    expect(latestAnswer('1*2*3', '1*2')).toEqual({ input: '3', isNew: false });
  });

  it('reads it from the mark the session keeps instead of the text (a length and a keyed hash)', () => {
    const mark = (text: string) => ({ length: text.length, is: (candidate: string) => candidate === text });
    expect(latestAnswer('6*4826*3*0123456789*22212345678', mark('6*4826*3*0123456789'))).toEqual({ input: '22212345678', isNew: false });
    expect(latestAnswer('1', mark(''))).toEqual({ input: '1', isNew: false });
    // Not a continuation of the last hop (the gateway lost one): the last part.
    expect(latestAnswer('1*9*2', mark('1*2'))).toEqual({ input: '2', isNew: false });
  });

  it('finds the dial-through path and writes money', () => {
    expect(dialThrough('*384*123*1#', '*384*123#')).toBe('1');
    expect(dialThrough('*384*123#', undefined)).toBe('');
    expect(money('12000.00')).toBe('N12,000');
    // The one money format of every surface, in GSM-7: the kobo only when not whole, French grouping.
    expect(money('12000.50')).toBe('N12,000.50');
    expect(money('12000.00', 'NGN', 'fr')).toBe('12 000 N');
    expect(money(null)).toBe('-');
  });
});
