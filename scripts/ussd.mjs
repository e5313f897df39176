#!/usr/bin/env node
/**
 * A terminal phone for the USSD channel (docs/ussd.md): dial the short code, type answers, and
 * it posts to the running API exactly as Africa's Talking would (form-encoded, cumulative `text`,
 * the gateway secret in X-Ussd-Secret). Answers `CON` screens until an `END`.
 *
 *   npm run ussd                          # the demo freelancer 08032000018
 *   npm run ussd -- --phone 08099999981   # another phone (an unknown one registers)
 *   npm run ussd -- --dial '*384*123*1#'  # dial-through to "Jobs near me"
 *   npm run ussd -- --answers 1,1,1       # no typing: answer these, print every screen
 *
 * Flags (or env): --api (USSD_API_URL, default http://localhost:3000), --secret (USSD_SECRET, default
 * the seed's demo secret), --phone, --network, --code (the service code, default *384*123#),
 * --dial, --answers, --gateway africastalking|hubtel.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: process.env.USSD_API_URL ?? 'http://localhost:3000' },
    secret: { type: 'string', default: process.env.USSD_SECRET ?? 'demo-ussd-secret-change-me' },
    phone: { type: 'string', default: '08032000018' },
    network: { type: 'string', default: '62130' },
    code: { type: 'string', default: '*384*123#' },
    dial: { type: 'string' },
    answers: { type: 'string' },
    gateway: { type: 'string', default: 'africastalking' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(
    'npm run ussd -- [--phone 0803...] [--dial "*384*123*1#"] [--answers 1,1] [--api URL] [--secret S] [--gateway hubtel]',
  );
  process.exit(0);
}

const international = (phone) => {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') && digits.length === 11 ? `+234${digits.slice(1)}` : `+${digits}`;
};

const sessionId = `ATUid_terminal_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const dialled = values.dial ?? values.code;
const strip = (code) => code.replace(/^\*|#$/g, '');
const through = strip(dialled).startsWith(strip(values.code))
  ? strip(dialled).slice(strip(values.code).length).replace(/^\*/, '')
  : '';
const answers = [];
let sequence = 0;

async function hop(answer) {
  sequence += 1;
  if (values.gateway === 'hubtel') {
    const body = {
      Type: answer === null ? 'Initiation' : 'Response',
      Message: answer === null ? dialled : answer,
      SessionId: sessionId,
      Mobile: international(values.phone).slice(1),
      ServiceCode: values.code,
      Operator: 'mtn',
      Sequence: sequence,
    };
    const response = await fetch(`${values.api}/api/ussd/hubtel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ussd-secret': values.secret },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
    const reply = await response.json();
    return { end: reply.Type === 'Release', text: reply.Message };
  }
  if (answer !== null) answers.push(answer);
  const text = [through, ...answers].filter((part) => part !== '').join('*');
  const response = await fetch(`${values.api}/api/ussd/africastalking`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-ussd-secret': values.secret },
    body: new URLSearchParams({
      sessionId,
      serviceCode: values.code,
      phoneNumber: international(values.phone),
      networkCode: values.network,
      text,
    }),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${body}`);
  return { end: body.startsWith('END'), text: body.slice(4) };
}

function show(screen) {
  const width = 30;
  // Word-wrapped like a phone's screen (a word longer than the line is split).
  const wrap = (line) => {
    const out = [''];
    for (const word of line.split(' ')) {
      for (const piece of word.match(new RegExp(`.{1,${width}}`, 'g')) ?? ['']) {
        const last = out[out.length - 1];
        if (!last) out[out.length - 1] = piece;
        else if (last.length + 1 + piece.length <= width) out[out.length - 1] = `${last} ${piece}`;
        else out.push(piece);
      }
    }
    return out;
  };
  const lines = screen.text.split('\n').flatMap(wrap);
  console.log(`+${'-'.repeat(width + 2)}+`);
  for (const line of lines) console.log(`| ${line.padEnd(width)} |`);
  console.log(`+${'-'.repeat(width + 2)}+  ${screen.text.length}/160${screen.end ? '  (session over)' : ''}`);
}

try {
  console.log(`Dialling ${dialled} from ${values.phone} -> ${values.api} (${values.gateway})`);
  let screen = await hop(null);
  show(screen);
  const scripted = values.answers ? values.answers.split(',') : null;
  const rl = scripted ? null : createInterface({ input: process.stdin, output: process.stdout });
  while (!screen.end) {
    const answer = scripted ? scripted.shift() : (await rl.question('> ')).trim();
    if (answer === undefined) break;
    if (scripted) console.log(`> ${answer}`);
    screen = await hop(answer);
    show(screen);
  }
  rl?.close();
} catch (error) {
  console.error(`USSD call failed: ${error.message}`);
  console.error(
    'Is the API running (npm start), with the gateway secret and 127.0.0.1 allowed in the back office settings (the seed sets both)?',
  );
  process.exit(1);
}
