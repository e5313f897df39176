// `GET /balance`, from https://paystack.com/docs/api/transfer-control/#balance (OpenAPI operation balance_fetch).
import { z } from 'zod';
import { envelope, int } from './common';

export const balanceAnswer = envelope(z.array(z.object({ currency: z.string(), balance: int() })));
