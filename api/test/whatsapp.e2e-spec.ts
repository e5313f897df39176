import request from 'supertest';
import type { Readable } from 'node:stream';
import { strFromU8, unzipSync } from 'fflate';
import { createHmac } from 'node:crypto';
import { createWhatsAppLocal, metaJson, signMetaBody, type WhatsAppLocal } from '@gigmarket/whatsapp-local';
import { WHATSAPP_LIMITS } from '@gigmarket/shared';
import { makeUser } from './support/auth-fixtures';
import { databaseKinds } from './support/databases';
import { createTestApp, type TestApp } from './support/test-app';
import { WhatsAppInbound, WhatsAppOutbound } from '../src/whatsapp/whatsapp.entities';
import { AccountErasureService } from '../src/erasure/account-erasure.service';
import { DataExportService } from '../src/privacy/data-export.service';
import { User } from '../src/users/user.entity';
import { WhatsAppLimitError, type WhatsAppMessage } from '../src/whatsapp/whatsapp-messages';
import { WhatsAppSendError, WhatsAppSender } from '../src/whatsapp/whatsapp.sender';

const APP_SECRET = 'test-app-secret-0123';
const VERIFY_TOKEN = 'test-verify-token-0123';
const ACCESS_TOKEN = 'test-access-token-0123';
const PHONE_ID = '100000000000001';
const FRENCH = 'Déjà prêt ? Voilà mon CV 👍 https://exemple.ng/cv';

describe.each(databaseKinds())('WhatsApp as a channel (%s)', (kind) => {
  let t: TestApp;
  let wa: WhatsAppLocal;
  let graph: string;

  const post = (body: string | Buffer, signature?: string) => {
    const req = request(t.http).post('/api/whatsapp/webhook').set('content-type', 'application/json');
    if (signature !== undefined) req.set('x-hub-signature-256', signature);
    return req.send(body);
  };
  const inbound = () => t.dataSource.getRepository(WhatsAppInbound).find({ order: { id: 'ASC' } });
  const outbound = (wamid: string) => t.dataSource.getRepository(WhatsAppOutbound).findOneByOrFail({ wamid });
  const sender = () => t.app.get(WhatsAppSender);
  const graphSend = async (body: unknown) => {
    const res = await fetch(`${graph}/v23.0/${PHONE_ID}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ACCESS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as { error?: { code: number } } };
  };

  beforeAll(async () => {
    wa = createWhatsAppLocal({
      accessToken: ACCESS_TOKEN,
      appSecret: APP_SECRET,
      phoneNumberId: PHONE_ID,
      sendWebhook: async (body, signature) => (await post(body, signature)).status,
    });
    graph = await wa.listen(0, '127.0.0.1');
    t = await createTestApp(kind, {
      WHATSAPP_GRAPH_BASE_URL: graph,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    });
  });

  afterAll(async () => {
    await t?.close();
    await wa?.close();
  });

  beforeEach(() => wa.control.reset());

  describe("Meta's verification GET", () => {
    it('echoes the challenge when the verify token is right', async () => {
      const res = await request(t.http).get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toBe('1158201444');
    });

    it('answers 403 to a wrong or missing verify token', async () => {
      const wrong = await request(t.http).get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'not-the-token', 'hub.challenge': '42' });
      expect(wrong.status).toBe(403);
      expect(wrong.text).not.toContain('42');
      const missing = await request(t.http).get('/api/whatsapp/webhook').query({ 'hub.mode': 'subscribe', 'hub.challenge': '42' });
      expect(missing.status).toBe(403);
    });
  });

  describe('the signature (X-Hub-Signature-256)', () => {
    it("accepts Meta's form: non-ASCII escaped as lowercase \\uXXXX, signed over those bytes; French and an emoji stored intact", async () => {
      const delivery = await wa.control.inboundText({ from: '2348031000001', text: FRENCH });
      expect(delivery.body).toContain('D\\u00e9j\\u00e0 pr\\u00eat');
      expect(delivery.body).toContain('\\ud83d\\udc4d');
      expect(delivery.status).toBe(200);
      const [row] = await inbound();
      expect(row).toMatchObject({ wa_id: '2348031000001', type: 'text', text: FRENCH });
    });

    it('refuses a signature computed over the raw UTF-8 text, whichever form the body is sent in', async () => {
      const delivery = await wa.control.inboundText({ from: '2348031000001', text: FRENCH });
      await t.dataSource.getRepository(WhatsAppInbound).clear();
      const utf8 = JSON.stringify(JSON.parse(delivery.body));
      expect(utf8).toContain('Déjà prêt');
      const signedUtf8 = signMetaBody(Buffer.from(utf8, 'utf8'), APP_SECRET);
      expect((await post(utf8, signedUtf8)).status).toBe(401);
      expect((await post(delivery.body, signedUtf8)).status).toBe(401);
      expect(await inbound()).toHaveLength(0);
    });

    it('answers 401 to a wrong secret, a missing header or a malformed one, and stores nothing', async () => {
      const body = metaJson(JSON.parse((await wa.control.inboundText({ from: '2348031000001', text: 'Bonjour' })).body));
      await t.dataSource.getRepository(WhatsAppInbound).clear();
      expect((await post(body, signMetaBody(body, 'another-app-secret'))).status).toBe(401);
      const missing = await post(body);
      expect(missing.status).toBe(401);
      expect(missing.body.message_key).toBe('common.invalidSignature');
      expect((await post(body, createHmac('sha256', APP_SECRET).update(body).digest('hex'))).status).toBe(401);
      expect((await post(body, 'sha256=')).status).toBe(401);
      expect(await inbound()).toHaveLength(0);
    });
  });

  describe('inbound messages', () => {
    it('handles a replayed wamid once: the replay answers 200 and stores nothing', async () => {
      const first = await wa.control.inboundText({ from: '2348031000002', text: 'Je cherche un travail', id: 'wamid.REPLAYED-1' });
      expect(first.status).toBe(200);
      const again = await post(first.body, first.signature);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ received: true, messages: 0, duplicates: 1 });
      const rows = (await inbound()).filter((row) => row.wamid === 'wamid.REPLAYED-1');
      expect(rows).toHaveLength(1);
    });

    it('stores the new message of a webhook that also carries one already handled', async () => {
      const first = await wa.control.inboundText({ from: '2348031000002', text: 'Premier', id: 'wamid.MIXED-1' });
      const payload = JSON.parse(first.body);
      const messages = payload.entry[0].changes[0].value.messages;
      messages.push({ ...messages[0], id: 'wamid.MIXED-2', text: { body: 'Deuxième' } });
      const body = metaJson(payload);
      const answer = await post(body, signMetaBody(body, APP_SECRET));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ messages: 1, duplicates: 1 });
      expect((await inbound()).filter((row) => row.wamid.startsWith('wamid.MIXED-')).map((row) => row.text)).toEqual(['Premier', 'Deuxième']);
    });

    it("stores a list answer with the row chosen, the message it answers and the person whose phone it is", async () => {
      const person = await makeUser(t.dataSource, { phone: '08031000003' } as never);
      await wa.control.inboundReply({ from: '2348031000003', type: 'list_reply', reply: { id: 'job-12', title: 'Maçon à Lagos' }, context: 'wamid.ASKED', id: 'wamid.ANSWER-1' });
      const row = (await inbound()).find((r) => r.wamid === 'wamid.ANSWER-1');
      expect(row).toMatchObject({ type: 'interactive', reply_id: 'job-12', text: 'Maçon à Lagos', context_wamid: 'wamid.ASKED', user_id: person.id });
    });
  });

  describe('outbound messages and status callbacks', () => {
    it('sends a text through Graph, stores it with its wamid, and never moves its status backwards', async () => {
      const sent = await sender().send('0803 100 0004', { kind: 'text', body: 'Bonjour ! Votre candidature a été reçue.' });
      expect(sent).toMatchObject({ wa_id: '2348031000004', kind: 'text', category: 'service', status: 'accepted' });
      expect(wa.control.sent()).toEqual([expect.objectContaining({ id: sent.wamid, kind: 'text', to: '2348031000004' })]);
      const wamid = sent.wamid as string;
      await wa.control.status({ id: wamid, status: 'sent' });
      expect((await outbound(wamid)).status).toBe('sent');
      await wa.control.status({ id: wamid, status: 'read' });
      const late = await wa.control.status({ id: wamid, status: 'delivered' });
      expect(late.status).toBe(200);
      const row = await outbound(wamid);
      expect(row.status).toBe('read');
      expect(row.read_at).not.toBeNull();
      expect(row.delivered_at).not.toBeNull();
      await wa.control.status({ id: wamid, status: 'sent' });
      expect((await outbound(wamid)).status).toBe('read');
    });

    it("stores a failed status with Meta's error code, and a late delivered does not undo it", async () => {
      const sent = await sender().send('08031000005', { kind: 'text', body: 'Rappel' });
      const wamid = sent.wamid as string;
      await wa.control.status({ id: wamid, status: 'failed', errorCode: 131026 });
      await wa.control.status({ id: wamid, status: 'delivered' });
      expect(await outbound(wamid)).toMatchObject({ status: 'failed', error_code: 131026, error_title: 'Message undeliverable' });
    });

    it('ignores a status for a wamid the product did not send (200, nothing stored)', async () => {
      const delivery = await wa.control.status({ id: 'wamid.NOT-OURS', status: 'delivered' });
      expect(delivery.status).toBe(200);
      expect(await t.dataSource.getRepository(WhatsAppOutbound).countBy({ wamid: 'wamid.NOT-OURS' })).toBe(0);
    });

    it("stores a send Graph refuses as failed with Meta's code", async () => {
      wa.control.failNextSend(131047);
      await expect(sender().send('08031000006', { kind: 'text', body: 'Bonjour' })).rejects.toMatchObject({ name: WhatsAppSendError.name, code: 131047 });
      const rows = await t.dataSource.getRepository(WhatsAppOutbound).findBy({ wa_id: '2348031000006' });
      expect(rows).toEqual([expect.objectContaining({ wamid: null, status: 'failed', error_code: 131047 })]);
    });

    it('sends a French list whose labels fit, as Graph receives it', async () => {
      const list: WhatsAppMessage = {
        kind: 'list',
        body: 'Voici les offres près de chez vous. Choisissez-en une pour voir le détail.',
        button: 'Voir les offres',
        sections: [
          {
            title: 'Près de Surulere',
            rows: [
              { id: 'job-1', title: 'Électricien qualifié', description: 'Rénovation d’un appartement, 3 jours, 45 000 ₦ par jour' },
              { id: 'job-2', title: 'Aide-ménagère à Ikeja', description: 'Deux matinées par semaine, à partir du lundi' },
            ],
          },
          { title: 'Télétravail', rows: [{ id: 'job-3', title: 'Rédacteur français', description: 'Traduction de fiches produits, payé à la pièce' }] },
        ],
      };
      const sent = await sender().send('08031000007', list);
      expect(sent).toMatchObject({ kind: 'list', status: 'accepted' });
      const [received] = wa.control.sent();
      expect(received.kind).toBe('list');
      expect(received.body).toMatchObject({
        type: 'interactive',
        interactive: { type: 'list', action: { button: 'Voir les offres', sections: [{ title: 'Près de Surulere', rows: [{ id: 'job-1', title: 'Électricien qualifié' }, expect.anything()] }, expect.anything()] } },
      });
    });
  });

  describe('personal data', () => {
    it("exports the messages to and from a person's phone, and erasing the account deletes them", async () => {
      const person = await makeUser(t.dataSource, { phone: '08031000009' } as never);
      await wa.control.inboundText({ from: '2348031000009', text: 'Bonjour, je suis disponible', id: 'wamid.PERSONAL-IN' });
      const sent = await sender().send('08031000009', { kind: 'text', body: 'Merci, nous revenons vers vous.' });

      const exports = t.app.get(DataExportService);
      const asked = await exports.request(person.id, 'site');
      await exports.run();
      const { stream } = await exports.open(person.id, asked.id);
      const chunks: Buffer[] = [];
      for await (const chunk of stream as Readable) chunks.push(chunk as Buffer);
      const archive = JSON.parse(strFromU8(unzipSync(new Uint8Array(Buffer.concat(chunks)))['whatsapp.json']));
      expect(archive.received).toEqual([expect.objectContaining({ wamid: 'wamid.PERSONAL-IN', text: 'Bonjour, je suis disponible' })]);
      // What was sent to the phone: the chat's answer to the message (docs/whatsapp.md "The conversation"), then this one.
      expect(archive.sent).toEqual([expect.objectContaining({ wa_id: '2348031000009', kind: 'list' }), expect.objectContaining({ wamid: sent.wamid, wa_id: '2348031000009' })]);

      // A message from the phone tied to no account (before it was on one) goes too.
      await t.dataSource.getRepository(WhatsAppInbound).update({ wamid: 'wamid.PERSONAL-IN' }, { user_id: null });
      await t.dataSource.getRepository(User).update({ id: person.id }, { erase_after: new Date(Date.now() - 60_000) });
      expect(await t.app.get(AccountErasureService).eraseDue()).toBeGreaterThanOrEqual(1);
      expect(await t.dataSource.getRepository(WhatsAppInbound).countBy({ wa_id: '2348031000009' })).toBe(0);
      expect(await t.dataSource.getRepository(WhatsAppOutbound).countBy({ wa_id: '2348031000009' })).toBe(0);
    });
  });

  describe("Meta's limits", () => {
    const rows = (count: number, prefix = 'r') => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, title: `Offre ${i}` }));
    const cases: Array<[string, WhatsAppMessage, RegExp]> = [
      ['11 rows across two sections', { kind: 'list', body: 'Offres', button: 'Voir', sections: [{ title: 'A', rows: rows(6, 'a') }, { title: 'B', rows: rows(5, 'b') }] }, /at most 10 rows across all sections/],
      ['a row title of 25', { kind: 'list', body: 'Offres', button: 'Voir', sections: [{ rows: [{ id: 'x', title: 'Électricien à Port Harcou' }] }] }, /rows\[0\]\.title must be at most 24/],
      ['a row description of 73', { kind: 'list', body: 'Offres', button: 'Voir', sections: [{ rows: [{ id: 'x', title: 'Offre', description: 'é'.repeat(73) }] }] }, /description must be at most 72/],
      ['a list button of 21', { kind: 'list', body: 'Offres', button: 'Voir toutes les offres', sections: [{ rows: rows(1) }] }, /button must be at most 20/],
      ['a body of 1,025', { kind: 'button', body: 'a'.repeat(WHATSAPP_LIMITS.interactiveBody + 1), buttons: [{ id: 'y', title: 'Oui' }] }, /body must be at most 1024/],
      ['4 reply buttons', { kind: 'button', body: 'Postuler ?', buttons: ['Oui', 'Non', 'Plus tard', 'Jamais'].map((title, i) => ({ id: `b${i}`, title })) }, /buttons must be at most 3/],
      ['a reply button of 21', { kind: 'button', body: 'Postuler ?', buttons: [{ id: 'b', title: 'Postuler tout de suite' }] }, /title must be at most 20/],
    ];

    it.each(cases)('the sender refuses %s before any call to Graph', async (_name, message, rule) => {
      await expect(sender().send('08031000008', message)).rejects.toThrow(WhatsAppLimitError);
      await expect(sender().send('08031000008', message)).rejects.toThrow(rule);
      expect(wa.control.sent()).toHaveLength(0);
      expect(await t.dataSource.getRepository(WhatsAppOutbound).countBy({ wa_id: '2348031000008' })).toBe(0);
    });

    it('the local Graph refuses the same messages with 131009 when they are sent to it directly', async () => {
      const list = (sections: Array<{ title?: string; rows: Array<{ id: string; title: string; description?: string }> }>, button = 'Voir') => ({
        messaging_product: 'whatsapp',
        to: '2348031000008',
        type: 'interactive',
        interactive: { type: 'list', body: { text: 'Offres' }, action: { button, sections } },
      });
      const buttons = (titles: string[], body = 'Postuler ?') => ({
        messaging_product: 'whatsapp',
        to: '2348031000008',
        type: 'interactive',
        interactive: { type: 'button', body: { text: body }, action: { buttons: titles.map((title, i) => ({ type: 'reply', reply: { id: `b${i}`, title } })) } },
      });
      const refused = [
        list([{ title: 'A', rows: rows(6, 'a') }, { title: 'B', rows: rows(5, 'b') }]),
        list([{ rows: [{ id: 'x', title: 'Électricien à Port Harcou' }] }]),
        list([{ rows: [{ id: 'x', title: 'Offre', description: 'é'.repeat(73) }] }]),
        list([{ rows: rows(1) }], 'Voir toutes les offres'),
        buttons(['Oui'], 'a'.repeat(1025)),
        buttons(['Oui', 'Non', 'Plus tard', 'Jamais']),
        buttons(['Postuler tout de suite']),
      ];
      for (const body of refused) {
        const answer = await graphSend(body);
        expect(answer.status).toBe(400);
        expect(answer.json.error?.code).toBe(131009);
      }
      expect(wa.control.sent()).toHaveLength(0);
    });
  });
});
