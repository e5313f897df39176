#!/usr/bin/env node
// `paystack-local`: the local Paystack on 127.0.0.1, configured by environment variables.
import { readFileSync } from 'node:fs';
import type { PaystackLocalHistory } from './history';
import { createPaystackLocal } from './server';

const port = Number(process.env.PAYSTACK_LOCAL_PORT ?? 3003);
const secretKey = process.env.PAYSTACK_SECRET_KEY || 'sk_test_local';
const webhookUrl = process.env.PAYSTACK_WEBHOOK_URL || 'http://127.0.0.1:3000/api/payments/paystack/webhook';
const publicUrl = process.env.PAYSTACK_PUBLIC_URL || undefined;
const autoSettle = process.env.PAYSTACK_AUTO_SETTLE !== 'false';
// Charges and transfers already settled, held from the start (the root `npm start` passes the demo seed's).
const historyFile = process.env.PAYSTACK_LOCAL_HISTORY || undefined;

function readHistory(file: string): PaystackLocalHistory {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as PaystackLocalHistory;
  } catch (error) {
    console.error(
      `paystack-local could not read PAYSTACK_LOCAL_HISTORY (${file}): ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
}

let paystack: ReturnType<typeof createPaystackLocal>;
try {
  paystack = createPaystackLocal({
    secretKey,
    webhookUrl,
    publicUrl,
    autoSettle,
    history: historyFile ? readHistory(historyFile) : undefined,
    log: (line) => console.log(line),
  });
} catch (error) {
  console.error(
    `paystack-local refused its history (${historyFile}): ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

paystack
  .listen(port, '127.0.0.1')
  .then((url) => {
    console.log(
      `paystack-local listening on ${url} (checkout pages on ${publicUrl ?? url}, webhooks to ${webhookUrl})`,
    );
  })
  .catch((error: unknown) => {
    console.error(
      `paystack-local could not listen on 127.0.0.1:${port}: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    paystack.close().finally(() => process.exit(0));
  });
}
