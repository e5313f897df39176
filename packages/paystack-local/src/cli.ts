#!/usr/bin/env node
// `paystack-local`: the local Paystack on 127.0.0.1, configured by environment variables.
import { createPaystackLocal } from './server';

const port = Number(process.env.PAYSTACK_LOCAL_PORT ?? 3003);
const secretKey = process.env.PAYSTACK_SECRET_KEY || 'sk_test_local';
const webhookUrl = process.env.PAYSTACK_WEBHOOK_URL || 'http://127.0.0.1:3000/api/payments/paystack/webhook';
const publicUrl = process.env.PAYSTACK_PUBLIC_URL || undefined;
const autoSettle = process.env.PAYSTACK_AUTO_SETTLE !== 'false';

const paystack = createPaystackLocal({
  secretKey,
  webhookUrl,
  publicUrl,
  autoSettle,
  log: (line) => console.log(line),
});

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
