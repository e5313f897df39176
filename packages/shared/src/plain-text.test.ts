import { describe, expect, it } from 'vitest';
import { isPlainText, plainTextProblem } from './plain-text.js';

describe('plain text', () => {
  it('accepts any script, emoji, tabs and line breaks, and the right-to-left marks', () => {
    for (const text of ['Ushers for a wedding', 'Agent d’accueil à Lagos', 'Ọ̀ṣọ́ọ̀rọ̀', 'line one\nline two\r\n\tindented', 'Family 👨‍👩‍👧 day', 'שלום\u200F', ''])
      expect([text, isPlainText(text)]).toEqual([text, true]);
  });

  it('names what is refused: control characters, lone surrogates and direction overrides', () => {
    expect(plainTextProblem('a\u0000b')).toBe('control');
    expect(plainTextProblem('bell\u0007')).toBe('control');
    expect(plainTextProblem('del\u007F')).toBe('control');
    expect(plainTextProblem('c1\u0085')).toBe('control');
    expect(plainTextProblem('half \ud83d')).toBe('surrogate');
    expect(plainTextProblem('\ude00 low')).toBe('surrogate');
    expect(plainTextProblem('invoice\u202Efdp.exe')).toBe('bidi');
    expect(plainTextProblem('isolate\u2066x\u2069')).toBe('bidi');
  });
});
