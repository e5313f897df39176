import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@gigmarket/shared';
import { describedBy } from './field';

type Props = { legend: string; digitLabel: (n: number, total: number) => string; errorId?: string; invalid?: boolean; length?: number };

/**
 * Six one-digit boxes, all named `code` (they work as a plain form before JavaScript loads).
 * Typing moves on, Backspace moves back, pasting a code fills every box.
 */
export function CodeInput({ legend, digitLabel, errorId, invalid, length = LIMITS.codeLength }: Props) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''));
  const refs = useRef<Array<HTMLInputElement | null>>([]);

  const fill = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, length - start).split('');
    if (incoming.length === 0) return;
    setDigits((prev) => {
      const next = [...prev];
      incoming.forEach((d, i) => (next[start + i] = d));
      return next;
    });
    const last = Math.min(start + incoming.length, length - 1);
    refs.current[last]?.focus();
  };

  const onChange = (index: number, value: string) => {
    const clean = value.replace(/\D/g, '');
    if (clean.length > 1) return fill(index, clean);
    setDigits((prev) => prev.map((d, i) => (i === index ? clean : d)));
    if (clean && index < length - 1) refs.current[index + 1]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      setDigits((prev) => prev.map((d, i) => (i === index - 1 ? '' : d)));
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      refs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      refs.current[index + 1]?.focus();
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    const start = text.replace(/\D/g, '').length >= length ? 0 : index;
    fill(start, text);
  };

  return (
    <fieldset className="code-input" aria-describedby={describedBy(errorId)}>
      <legend>{legend}</legend>
      <div className="code-boxes">
        {digits.map((digit, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            name="code"
            value={digit}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            maxLength={i === 0 ? length : 1}
            aria-label={digitLabel(i + 1, length)}
            aria-invalid={invalid || undefined}
            onChange={(e) => onChange(i, e.currentTarget.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onPaste={(e) => onPaste(i, e)}
            onFocus={(e) => e.currentTarget.select()}
          />
        ))}
      </div>
    </fieldset>
  );
}
