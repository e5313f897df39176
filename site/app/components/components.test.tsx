import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPhone } from '~/utils/phone';
import { CodeInput } from './code-input';
import { ResendButton } from './countdown';

afterEach(cleanup);

function boxes() {
  return screen.getAllByRole('textbox') as HTMLInputElement[];
}

describe('CodeInput', () => {
  const renderInput = () => render(<CodeInput legend="Security code" digitLabel={(n, total) => `Digit ${n} of ${total}`} />);

  it('shows six labelled boxes in a group', () => {
    renderInput();
    expect(screen.getByRole('group', { name: 'Security code' })).toBeTruthy();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 6 of 6')).toBeTruthy();
  });

  it('fills every box when a code is pasted', () => {
    renderInput();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => ' 482-913 ' } });
    expect(boxes().map((b) => b.value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('fills from the start when a whole code is pasted in a later box', () => {
    renderInput();
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => '123456' } });
    expect(boxes().map((b) => b.value).join('')).toBe('123456');
  });

  it('moves on after a digit, back on Backspace, and ignores letters', () => {
    renderInput();
    fireEvent.change(boxes()[0]!, { target: { value: '7' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: 'x' } });
    expect(boxes()[1]!.value).toBe('');
    fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[0]);
    expect(boxes()[0]!.value).toBe('');
  });

  it('spreads a one-time code filled into the first box', () => {
    renderInput();
    fireEvent.change(boxes()[0]!, { target: { value: '654321' } });
    expect(boxes().map((b) => b.value).join('')).toBe('654321');
  });
});

describe('ResendButton countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is disabled for 30 seconds, ticking each second, then enabled', () => {
    render(<ResendButton seconds={30} sentAt={1} label="Resend code" countingLabel={(s) => `Resend code in ${s} s`} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Resend code in 30 s');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Resend code in 29 s');
    act(() => vi.advanceTimersByTime(28_000));
    expect(button.textContent).toBe('Resend code in 1 s');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(button.textContent).toBe('Resend code');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('restarts when a new code is sent', () => {
    const { rerender } = render(<ResendButton seconds={0} sentAt={1} label="Resend code" countingLabel={(s) => `in ${s} s`} />);
    expect(screen.getByRole('button').textContent).toBe('Resend code');
    rerender(<ResendButton seconds={30} sentAt={2} label="Resend code" countingLabel={(s) => `in ${s} s`} />);
    expect(screen.getByRole('button').textContent).toBe('in 30 s');
  });
});

describe('phone mask (999) 9999-9999', () => {
  it('formats as the user types and drops extra digits', () => {
    expect(formatPhone('0')).toBe('(0');
    expect(formatPhone('0803')).toBe('(080) 3');
    expect(formatPhone('0803100')).toBe('(080) 3100');
    expect(formatPhone('08031000')).toBe('(080) 3100-0');
    expect(formatPhone('080310000019999')).toBe('(080) 3100-0001');
    expect(formatPhone('(080) 3100-0001')).toBe('(080) 3100-0001');
  });
});
