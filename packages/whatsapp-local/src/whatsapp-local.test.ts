import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWhatsAppLocal, metaJson, signMetaBody, type WhatsAppLocal } from './index';

const TOKEN = 'local-access-token';
const PHONE_ID = '100000000000001';

describe('whatsapp-local', () => {
  let wa: WhatsAppLocal;
  let base: string;
  let received: { body: string; signature: string }[];

  async function send(body: unknown, token = TOKEN) {
    const res = await fetch(`${base}/v23.0/${PHONE_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, json: (await res.json()) as any };
  }

  const list = (rows: number, overrides: Record<string, unknown> = {}) => ({
    messaging_product: 'whatsapp',
    to: '2348012345678',
    type: 'interactive',
    interactive: {
      type: 'list',
      body: { text: 'Choisissez une offre' },
      action: {
        button: 'Voir les offres',
        sections: [
          { title: 'Offres', rows: Array.from({ length: rows }, (_, i) => ({ id: `job-${i}`, title: `Offre ${i}`, ...overrides })) },
        ],
      },
    },
  });

  beforeEach(async () => {
    received = [];
    wa = createWhatsAppLocal({
      sendWebhook: async (body, signature) => {
        received.push({ body, signature });
        return 200;
      },
    });
    base = await wa.listen();
  });

  afterEach(() => wa.close());

  it('accepts a text message and answers Graph shape with a wamid', async () => {
    const r = await send({ messaging_product: 'whatsapp', to: '2348012345678', type: 'text', text: { body: 'Bonjour, ça va ? 👋' } });
    expect(r.status).toBe(200);
    expect(r.json.messaging_product).toBe('whatsapp');
    expect(r.json.contacts).toEqual([{ input: '2348012345678', wa_id: '2348012345678' }]);
    expect(r.json.messages[0].id).toMatch(/^wamid\./);
    expect(wa.control.sent()).toMatchObject([{ id: r.json.messages[0].id, kind: 'text', to: '2348012345678' }]);
  });

  it('refuses a bad access token with code 190 (401)', async () => {
    const r = await send({ messaging_product: 'whatsapp', to: '2348012345678', text: { body: 'x' } }, 'wrong');
    expect(r.status).toBe(401);
    expect(r.json.error).toMatchObject({ code: 190, type: 'OAuthException' });
    expect(wa.control.sent()).toHaveLength(0);
  });

  it("refuses lists over Meta's limits with 131009 and accepts 10 rows", async () => {
    expect((await send(list(10))).status).toBe(200);
    const rows = await send(list(11));
    expect(rows.status).toBe(400);
    expect(rows.json.error).toMatchObject({ code: 131009, message: '(#131009) Parameter value is not valid' });
    expect(rows.json.error.error_data.details).toMatch(/Max rows: 10/);
    const title = await send(list(1, { title: 'x'.repeat(25) }));
    expect(title.json.error.error_data.details).toBe('Row title length invalid. Min length: 1, Max length: 24');
    const description = await send(list(1, { description: 'é'.repeat(73) }));
    expect(description.json.error.code).toBe(131009);
    expect((await send(list(1, { description: 'é'.repeat(72) }))).status).toBe(200);
  });

  it('counts rows across all sections', async () => {
    const body = list(6);
    body.interactive.action.sections.push({ title: 'Autres', rows: Array.from({ length: 5 }, (_, i) => ({ id: `other-${i}`, title: 'Autre' })) });
    const r = await send(body);
    expect(r.status).toBe(400);
    expect(r.json.error.code).toBe(131009);
  });

  it('refuses a fourth reply button and a button title over 20', async () => {
    const buttons = (titles: string[]) => ({
      messaging_product: 'whatsapp',
      to: '2348012345678',
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Postuler ?' },
        action: { buttons: titles.map((title, i) => ({ type: 'reply', reply: { id: `b${i}`, title } })) },
      },
    });
    expect((await send(buttons(['Oui', 'Non', 'Plus tard']))).status).toBe(200);
    expect((await send(buttons(['a', 'b', 'c', 'd']))).json.error.code).toBe(131009);
    expect((await send(buttons(['x'.repeat(21)]))).json.error.error_data.details).toMatch(/Max length: 20/);
  });

  it('refuses an interactive body over 1024 and a missing messaging_product with 100', async () => {
    const long = list(1);
    long.interactive.body.text = 'a'.repeat(1025);
    expect((await send(long)).json.error.code).toBe(131009);
    expect((await send({ to: '2348012345678', text: { body: 'x' } })).json.error.code).toBe(100);
  });

  it('sends approved templates and refuses unknown ones with 132001', async () => {
    const ok = await send({ messaging_product: 'whatsapp', to: '2348012345678', type: 'template', template: { name: 'hello_world', language: { code: 'fr' } } });
    expect(ok.json.messages[0].message_status).toBe('accepted');
    const unknown = await send({ messaging_product: 'whatsapp', to: '2348012345678', type: 'template', template: { name: 'nope', language: { code: 'fr' } } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe(132001);
  });

  it('checks a template with named parameters: exactly those, as text, else 132000', async () => {
    await wa.close();
    wa = createWhatsAppLocal({ templates: [{ name: 'gm_hire_funded', language: 'fr', parameters: ['job', 'amount'] }] });
    base = await wa.listen();
    const template = (parameters: unknown[]) => ({
      messaging_product: 'whatsapp',
      to: '2348012345678',
      type: 'template',
      template: { name: 'gm_hire_funded', language: { code: 'fr' }, components: [{ type: 'body', parameters }] },
    });
    const job = { type: 'text', text: 'Réparer le toit', parameter_name: 'job' };
    const amount = { type: 'text', text: '₦25 000', parameter_name: 'amount' };
    expect((await send(template([amount, job]))).status).toBe(200);
    expect(wa.control.sent()[0].body).toMatchObject({ template: { components: [{ parameters: [amount, job] }] } });
    expect((await send(template([job]))).json.error.code).toBe(132000);
    expect((await send(template([job, { ...amount, parameter_name: 'price' }]))).json.error.code).toBe(132000);
    expect((await send(template([job, { type: 'text', text: '₦25 000' }]))).json.error.code).toBe(132000);
    expect((await send({ ...template([]), template: { name: 'gm_hire_funded', language: { code: 'fr' } } })).json.error.code).toBe(132000);
    expect(wa.control.sent()).toHaveLength(1);
  });

  it('fails the next send with the code asked through /__control, then sends again', async () => {
    const failed = await fetch(`${base}/__control/fail-next-send`, { method: 'POST', body: JSON.stringify({ code: 131047 }) });
    expect(failed.status).toBe(200);
    const r = await send({ messaging_product: 'whatsapp', to: '2348012345678', text: { body: 'x' } });
    expect(r.json.error.code).toBe(131047);
    expect((await send({ messaging_product: 'whatsapp', to: '2348012345678', text: { body: 'x' } })).status).toBe(200);
    const sent = (await (await fetch(`${base}/__control/sent`)).json()) as { sent: unknown[] };
    expect(sent.sent).toHaveLength(1);
  });

  it('signs inbound webhooks as Meta does: non-ASCII escaped as lowercase \\uXXXX, HMAC-SHA256 of those bytes', async () => {
    await wa.control.inboundText({ from: '2348012345678', text: 'Déjà prêt ? 👍' });
    const [{ body, signature }] = received;
    expect(body).toContain('D\\u00e9j\\u00e0 pr\\u00eat ? \\ud83d\\udc4d');
    expect([...body].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(signature).toBe(`sha256=${createHmac('sha256', 'local-app-secret').update(body).digest('hex')}`);
    const parsed = JSON.parse(body);
    expect(parsed.entry[0].changes[0].value.messages[0].text.body).toBe('Déjà prêt ? 👍');
    // The same payload as UTF-8 text has another digest: a verifier must use the bytes received.
    expect(signMetaBody(JSON.stringify(parsed), 'local-app-secret')).not.toBe(signature);
    expect(metaJson({ a: 'É/x' })).toBe('{"a":"\\u00c9\\/x"}');
  });

  it('posts interactive replies and status callbacks, failed ones with Meta\'s code', async () => {
    const r = await send(list(2));
    const id = r.json.messages[0].id as string;
    await wa.control.inboundReply({ from: '2348012345678', type: 'list_reply', reply: { id: 'job-1', title: 'Offre 1' }, context: id });
    await wa.control.status({ id, status: 'failed', errorCode: 131026 });
    const reply = JSON.parse(received[0].body).entry[0].changes[0].value.messages[0];
    expect(reply).toMatchObject({ type: 'interactive', interactive: { type: 'list_reply', list_reply: { id: 'job-1' } }, context: { id } });
    const status = JSON.parse(received[1].body).entry[0].changes[0].value.statuses[0];
    expect(status).toMatchObject({ id, status: 'failed', recipient_id: '2348012345678', errors: [{ code: 131026, title: 'Message undeliverable' }] });
  });
});
