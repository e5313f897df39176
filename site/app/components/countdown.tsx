import { useEffect, useState } from 'react';

/** Seconds left, ticking once a second down to 0; restarts when `seconds` or `key` changes. */
export function useCountdown(seconds: number, key?: unknown): number {
  const [left, setLeft] = useState(Math.max(0, Math.ceil(seconds)));
  useEffect(() => {
    setLeft(Math.max(0, Math.ceil(seconds)));
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      setLeft((s) => {
        if (s <= 1) {
          clearInterval(timer);
          return 0;
        }
        return s - 1;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}

type Props = { seconds: number; sentAt?: number; label: string; countingLabel: (s: number) => string; busy?: boolean };

/** The resend button: disabled through the countdown, its label saying how long is left. */
export function ResendButton({ seconds, sentAt, label, countingLabel, busy }: Props) {
  const left = useCountdown(seconds, sentAt);
  return (
    <button type="submit" name="intent" value="resend" className="btn btn-link" disabled={left > 0 || busy}>
      <span aria-live={left === 0 ? 'polite' : 'off'}>{left > 0 ? countingLabel(left) : label}</span>
    </button>
  );
}
