#!/usr/bin/env node
/**
 * A terminal WhatsApp for the conversation (docs/whatsapp.md "The conversation"): what you type is
 * sent to the running API as Meta would send it, a signed webhook, through the local WhatsApp's
 * `/__control/inbound/*` (started by `npm start`); the replies the API sent back through it are
 * printed, lists and buttons numbered. Type a number to tap that row or button, anything else is
 * sent as text (STOP, FR, a price...).
 *
 *   npm run whatsapp                               # the demo freelancer 08032000018
 *   npm run whatsapp -- --phone 08099999981        # another phone (an unknown one registers)
 *   npm run whatsapp -- --say 'Hi,1,1'             # no typing: send these, print every reply
 *
 * Flags (or env): --local (WHATSAPP_LOCAL_URL, default http://127.0.0.1:3004), --phone, --say.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    local: { type: 'string', default: process.env.WHATSAPP_LOCAL_URL ?? `http://127.0.0.1:${process.env.WHATSAPP_LOCAL_PORT ?? 3004}` },
    phone: { type: 'string', default: '08032000018' },
    say: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log("npm run whatsapp -- [--phone 0803...] [--say 'Hi,1,2'] [--local http://127.0.0.1:3004]");
  process.exit(0);
}

const digits = values.phone.replace(/\D/g, '');
const waId = digits.startsWith('0') && digits.length === 11 ? `234${digits.slice(1)}` : digits;
const local = values.local.replace(/\/+$/, '');

async function control(path, body) {
  let response;
  try {
    response = await fetch(`${local}/__control/${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    console.error(`The local WhatsApp does not answer at ${local}: start it with npm start (or set --local).`);
    process.exit(1);
  }
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Every message sent so far to this phone. */
const sentHere = async () => (await control('sent')).sent.filter((message) => message.to === waId || message.to === `+${waId}`);

/** Prints one message as a phone would show it; answers its options (id, title) in order. */
function print(message) {
  const body = message.body;
  if (body.type === 'text') {
    console.log(`\n${body.text.body}`);
    return [];
  }
  if (body.type === 'template') {
    console.log(`\n[template ${body.template.name}]`);
    return [];
  }
  const interactive = body.interactive;
  console.log(`\n${interactive.body.text}`);
  const options =
    interactive.type === 'button'
      ? interactive.action.buttons.map((button) => ({ ...button.reply, type: 'button_reply' }))
      : interactive.action.sections.flatMap((section) => section.rows).map((row) => ({ ...row, type: 'list_reply' }));
  if (interactive.type === 'list') console.log(`[${interactive.action.button}]`);
  options.forEach((option, index) => console.log(`  ${index + 1}. ${option.title}${option.description ? ` - ${option.description}` : ''}`));
  return options;
}

let seen = (await sentHere()).length;
let options = [];

async function send(typed) {
  const text = typed.trim();
  if (!text) return;
  const picked = /^\d{1,2}$/.test(text) ? options[Number(text) - 1] : undefined;
  const delivery = picked
    ? await control('inbound/reply', { from: waId, type: picked.type, reply: { id: picked.id, title: picked.title } })
    : await control('inbound/text', { from: waId, text });
  if (delivery.status !== 200) console.error(`(the API answered the webhook ${delivery.status ?? delivery.error})`);
  const messages = await sentHere();
  const fresh = messages.slice(seen);
  seen = messages.length;
  if (!fresh.length) console.log('\n(no reply)');
  for (const message of fresh) {
    const shown = print(message);
    if (shown.length) options = shown;
  }
}

console.log(`WhatsApp as ${values.phone} (wa_id ${waId}) through ${local}. Type a message, a number to tap, Ctrl+D to quit.`);
if (values.say) {
  for (const part of values.say.split(',')) {
    console.log(`\n> ${part}`);
    await send(part);
  }
} else {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  terminal.on('close', () => process.exit(0));
  for (;;) await send(await terminal.question('\n> '));
}
