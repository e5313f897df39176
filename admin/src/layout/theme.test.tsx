import { Checkbox } from '@mui/material';
import { ThemeProvider, createTheme, getContrastRatio } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lightTheme } from './theme';

describe('the light theme', () => {
  it('gives every status chip colour its text at 4.5:1 or more', () => {
    const { palette } = createTheme(lightTheme as Parameters<typeof createTheme>[0]);
    const ratios = Object.fromEntries(
      (['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const).map((name) => [
        name,
        getContrastRatio(palette[name].main, palette[name].contrastText),
      ]),
    );
    for (const [name, ratio] of Object.entries(ratios)) expect([name, ratio >= 4.5]).toEqual([name, true]);
  });
});

describe('check boxes in the theme', () => {
  it('name the input itself, not its wrapper, when given an aria-label (as react-admin\'s row check boxes are)', () => {
    render(
      <ThemeProvider theme={createTheme(lightTheme as Parameters<typeof createTheme>[0])}>
        <Checkbox aria-label="Select this row" />
        <Checkbox slotProps={{ input: { 'aria-label': 'Select all' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select this row' }).tagName).toBe('INPUT');
    expect(screen.getByRole('checkbox', { name: 'Select all' }).tagName).toBe('INPUT');
    expect(document.querySelectorAll('span[aria-label]')).toHaveLength(0);
  });
});
