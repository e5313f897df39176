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

  it('checks a template with a URL button: its one variable given, as text, at index 0; none on a template without', async () => {
    await wa.close();
    wa = createWhatsAppLocal({
      templates: [
        { name: 'gm_hire_done', language: 'en', parameters: ['job'], urlButton: true },
        { name: 'gm_hire_funded', language: 'en', parameters: ['job'] },
      ],
    });
    base = await wa.listen();
    const body = { type: 'body', parameters: [{ type: 'text', text: 'Paint', parameter_name: 'job' }] };
    const button = (parameters: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'button', sub_type: 'url', index: 0, parameters, ...extra });
    const template = (name: string, ...components: unknown[]) => ({ messaging_product: 'whatsapp', to: '2348012345678', type: 'template', template: { name, language: { code: 'en' }, components } });
    const path = { type: 'text', text: 'employer/hires/12' };
    expect((await send(template('gm_hire_done', body, button([path])))).status).toBe(200);
    expect((await send(template('gm_hire_done', body))).json.error.code).toBe(132000);
    expect((await send(template('gm_hire_done', body, button([])))).json.error.code).toBe(132000);
    expect((await send(template('gm_hire_done', body, button([path], { sub_type: 'quick_reply' })))).json.error.code).toBe(131009);
    expect((await send(template('gm_hire_done', body, button([{ type: 'text', text: '' }])))).json.error.code).toBe(131009);
    expect((await send(template('gm_hire_funded', body, button([path])))).json.error.code).toBe(132000);
    expect(wa.control.sent()).toHaveLength(1);
  });

  it('takes a cta_url message: a button text of at most 20 and an http(s) address', async () => {
    const cta = (display_text: string, url: string) => ({
      messaging_product: 'whatsapp',
      to: '2348012345678',
      type: 'interactive',
      interactive: { type: 'cta_url', body: { text: 'Pay it into escrow' }, action: { name: 'cta_url', parameters: { display_text, url } } },
    });
    const ok = await send(cta('Confirmer la mission', 'https://gigmarket.test/employer/hires/12'));
    expect(ok.status).toBe(200);
    expect(wa.control.sent()[0].kind).toBe('cta');
    expect((await send(cta('x'.repeat(21), 'https://gigmarket.test/a'))).json.error.error_data.details).toMatch(/Max length: 20/);
    expect((await send(cta('Open', 'javascript:alert(1)'))).json.error.code).toBe(131009);
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

describe('the phone page', () => {
  const SECRET = 'phone-page-secret';
  let wa: WhatsAppLocal;
  let base: string;
  let received: { body: string; signature: string }[];

  beforeEach(async () => {
    received = [];
    wa = createWhatsAppLocal({
      appSecret: SECRET,
      phones: ['08032000018'],
      sendWebhook: async (body, signature) => {
        received.push({ body, signature });
        return 200;
      },
    });
    base = await wa.listen();
  });

  afterEach(() => wa.close());

  const phoneCall = async (path: string, body: unknown) => {
    const res = await fetch(`${base}/phone/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, json: (await res.json()) as any };
  };
  const verifies = ({ body, signature }: { body: string; signature: string }) =>
    signature === `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;

  it('serves the page in English and French, with labels, a live log and its own script under a strict CSP', async () => {
    const en = await fetch(`${base}/phone?number=08032000018`);
    expect(en.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await en.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="number">Phone number</label>');
    expect(html).toContain('role="log"');
    expect(html).toContain('<option value="08032000018">');
    const fr = await (await fetch(`${base}/phone?lang=fr&number=0803%202000018`)).text();
    expect(fr).toContain('<html lang="fr">');
    expect(fr).toContain('Numéro de téléphone');
    expect(fr).toContain('"waId":"2348032000018"');
    expect(await (await fetch(`${base}/phone?number=12ab`)).text()).toContain('aria-invalid="true"');
    const script = await fetch(`${base}/phone/app.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await script.text();
    expect(() => new Function(source)).not.toThrow();
  });

  it('posts what the person types signed as Meta signs: French and an emoji escaped, the HMAC verifying with the app secret', async () => {
    const typed = await phoneCall('send', { number: '0803 200 0018', text: 'Je postule, c’est déjà fait ? 👍 à bientôt' });
    expect(typed).toMatchObject({ status: 200, json: { status: 200, error: null } });
    const [delivery] = received;
    expect(verifies(delivery)).toBe(true);
    expect([...delivery.body].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(delivery.body).toContain('c\\u2019est d\\u00e9j\\u00e0 fait ? \\ud83d\\udc4d \\u00e0 bient\\u00f4t');
    const message = JSON.parse(delivery.body).entry[0].changes[0].value.messages[0];
    expect(message).toMatchObject({ from: '2348032000018', type: 'text', text: { body: 'Je postule, c’est déjà fait ? 👍 à bientôt' } });
    // A signature over the UTF-8 text (what a re-serialising sender would sign) is not Meta's.
    expect(verifies({ body: JSON.stringify(JSON.parse(delivery.body)), signature: delivery.signature })).toBe(false);
  });

  it('posts a tapped list row and reply button, with the message they answer; shows the chat with its statuses', async () => {
    const graph = await fetch(`${base}/v23.0/100000000000001/messages`, {
      method: 'POST',
      headers: { authorization: 'Bearer local-access-token', 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: '2348032000018',
        type: 'interactive',
        interactive: { type: 'list', body: { text: 'Offres vers Ikeja :' }, action: { button: 'Choisir', sections: [{ rows: [{ id: '1', title: 'Peindre le portail', description: '₦8 000' }] }] } },
      }),
    });
    const wamid = ((await graph.json()) as { messages: { id: string }[] }).messages[0].id;
    const tapped = await phoneCall('send', { number: '08032000018', reply: { type: 'list_reply', id: '1', title: 'Peindre le portail', description: '₦8 000' }, context: wamid });
    expect(tapped.json.status).toBe(200);
    await phoneCall('send', { number: '08032000018', reply: { type: 'button_reply', id: '0', title: 'Retour ✅' } });
    expect(received.every(verifies)).toBe(true);
    const [list, button] = received.map((r) => JSON.parse(r.body).entry[0].changes[0].value.messages[0]);
    expect(list).toMatchObject({ type: 'interactive', context: { id: wamid }, interactive: { type: 'list_reply', list_reply: { id: '1', title: 'Peindre le portail', description: '₦8 000' } } });
    expect(button).toMatchObject({ interactive: { type: 'button_reply', button_reply: { id: '0', title: 'Retour ✅' } } });
    expect(received[1].body).toContain('Retour \\u2705');

    expect((await phoneCall('seen', { number: '08032000018', ids: [wamid] })).status).toBe(200);
    const statuses = received.slice(2).map((r) => (verifies(r) ? JSON.parse(r.body).entry[0].changes[0].value.statuses[0] : null));
    expect(statuses).toMatchObject([{ id: wamid, status: 'delivered', recipient_id: '2348032000018' }, { id: wamid, status: 'read' }]);

    const chat = (await (await fetch(`${base}/phone/api/chat?number=08032000018`)).json()) as { messages: { dir: string; status: string; text?: string }[] };
    expect(chat.messages.map((m) => [m.dir, m.status, m.text])).toEqual([
      ['out', 'read', undefined],
      ['in', 'sent', 'Peindre le portail'],
      ['in', 'sent', 'Retour ✅'],
    ]);
  });

  it('shows a webhook the API refused as not delivered, and refuses a number that is not Nigerian', async () => {
    await wa.close();
    wa = createWhatsAppLocal({ appSecret: SECRET, sendWebhook: async () => 401 });
    base = await wa.listen();
    expect((await phoneCall('send', { number: '08032000018', text: 'Bonjour' })).json).toMatchObject({ status: 401, error: 'HTTP 401' });
    const chat = (await (await fetch(`${base}/phone/api/chat?number=08032000018`)).json()) as { messages: { status: string }[] };
    expect(chat.messages).toMatchObject([{ status: 'failed' }]);
    const bad = await phoneCall('send', { number: '12345', text: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe(100);
  });
});
