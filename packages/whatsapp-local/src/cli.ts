#!/usr/bin/env node
// `whatsapp-local`: the local WhatsApp Business Cloud API on 127.0.0.1, configured by environment variables.
import { createWhatsAppLocal } from './server';

const port = Number(process.env.WHATSAPP_LOCAL_PORT ?? 3004);
const webhookUrl = process.env.WHATSAPP_LOCAL_WEBHOOK_URL || 'http://127.0.0.1:3000/api/whatsapp/webhook';
// WHATSAPP_LOCAL_TEMPLATES: the approved templates as JSON ([{ name, language, parameters?, urlButton? }]);
// `npm start` passes the product's (docs/whatsapp.md "Being told"). Unset: hello_world only.
const templates = process.env.WHATSAPP_LOCAL_TEMPLATES ? (JSON.parse(process.env.WHATSAPP_LOCAL_TEMPLATES) as { name: string; language: string; parameters?: string[]; urlButton?: boolean }[]) : undefined;
const whatsapp = createWhatsAppLocal({
  templates,
  accessToken: process.env.WHATSAPP_ACCESS_TOKEN || undefined,
  appSecret: process.env.WHATSAPP_APP_SECRET || undefined,
  phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID || undefined,
  webhookUrl,
  // WHATSAPP_LOCAL_PHONES: numbers the phone page offers to pick, comma-separated (npm start: the demo's).
  phones: (process.env.WHATSAPP_LOCAL_PHONES ?? '').split(',').map((n) => n.trim()).filter(Boolean),
  log: (line) => console.log(line),
});

whatsapp
  .listen(port, '127.0.0.1')
  .then((url) => console.log(`whatsapp-local listening on ${url} (webhooks to ${webhookUrl}; the phone page: ${url}/phone)`))
  .catch((error: unknown) => {
    console.error(`whatsapp-local could not listen on 127.0.0.1:${port}: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    whatsapp.close().finally(() => process.exit(0));
  });
}
