import { createTheme, getContrastRatio } from '@mui/material/styles';
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
