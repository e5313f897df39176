// The phone page (docs/whatsapp.md "The phone page"): a browser stand-in for a person's WhatsApp.
// Server-rendered chrome in English or French, and one small script that shows the conversation
// held by the local WhatsApp (what Graph accepted for the number, what the person sent) and posts
// the person's texts and taps through the same calls as `/__control/inbound/*`: webhooks signed
// exactly as Meta signs them. The script is the `phoneClient` function below, served as its own
// source, so the page runs under `script-src 'self'`.

export type PhoneLang = 'en' | 'fr';

export const PHONE_STRINGS = {
  en: {
    title: 'WhatsApp phone (local)',
    intro: "A phone for trying the product's WhatsApp chat. Each message is signed as Meta signs it and posted to the API's webhook.",
    language: 'Language',
    otherLanguage: 'Français',
    numberLabel: 'Phone number',
    numberHint: 'A Nigerian number, such as 08031234567. A number without an account registers.',
    open: 'Open the chat',
    invalidNumber: 'Type a Nigerian number such as 08031234567.',
    chatAs: 'Chat as',
    conversation: 'Conversation',
    empty: 'No messages yet: say hello.',
    you: 'You:',
    product: 'GigMarket:',
    messageLabel: 'Message',
    send: 'Send',
    close: 'Close',
    template: 'Template',
    urlButton: 'Its button opens the site at',
    sending: 'Sending…',
    sent: 'Sent',
    notDelivered: 'Not delivered',
    accepted: 'Received',
    delivered: 'Delivered',
    read: 'Read',
    failed: 'Failed',
    statusLabel: 'Status:',
    unreachable: 'The local WhatsApp does not answer.',
  },
  fr: {
    title: 'Téléphone WhatsApp (local)',
    intro: 'Un téléphone pour essayer la conversation WhatsApp du produit. Chaque message est signé comme Meta le signe et envoyé au webhook de l’API.',
    language: 'Langue',
    otherLanguage: 'English',
    numberLabel: 'Numéro de téléphone',
    numberHint: 'Un numéro nigérian, par exemple 08031234567. Un numéro sans compte s’inscrit.',
    open: 'Ouvrir la conversation',
    invalidNumber: 'Saisissez un numéro nigérian, par exemple 08031234567.',
    chatAs: 'Conversation en tant que',
    conversation: 'Conversation',
    empty: 'Aucun message : dites bonjour.',
    you: 'Vous :',
    product: 'GigMarket :',
    messageLabel: 'Message',
    send: 'Envoyer',
    close: 'Fermer',
    template: 'Modèle',
    urlButton: 'Son bouton ouvre le site à',
    sending: 'Envoi…',
    sent: 'Envoyé',
    notDelivered: 'Non remis',
    accepted: 'Reçu',
    delivered: 'Remis',
    read: 'Lu',
    failed: 'Échec',
    statusLabel: 'État :',
    unreachable: 'Le WhatsApp local ne répond pas.',
  },
} as const;

export type PhoneStrings = { [K in keyof (typeof PHONE_STRINGS)['en']]: string };

/** A number as typed (0803…, +234 803…, 234803…) as Meta's `wa_id` (234803…), or null. */
export function waIdOf(typed: string): string | null {
  const digits = typed.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  if (/^0\d{10}$/.test(digits)) return `234${digits.slice(1)}`;
  if (/^234\d{10}$/.test(digits)) return digits;
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The page: the number form, and when a number is given, the chat with it. */
export function renderPhonePage(lang: PhoneLang, typed: string, known: readonly string[]): string {
  const t: PhoneStrings = PHONE_STRINGS[lang];
  const other: PhoneLang = lang === 'en' ? 'fr' : 'en';
  const waId = typed ? waIdOf(typed) : null;
  const invalid = typed !== '' && !waId;
  const query = (l: PhoneLang) => `/phone?lang=${l}${typed ? `&number=${encodeURIComponent(typed)}` : ''}`;
  const options = known.map((n) => `<option value="${escapeHtml(n)}"></option>`).join('');
  const chat = waId
    ? `
  <section class="chat" aria-labelledby="chat-title">
    <h2 id="chat-title">${escapeHtml(t.chatAs)} <span class="number">${escapeHtml(typed)}</span></h2>
    <div id="log" class="log" role="log" aria-live="polite" aria-relevant="additions" aria-label="${escapeHtml(t.conversation)}" tabindex="0">
      <p class="empty" id="empty">${escapeHtml(t.empty)}</p>
    </div>
    <p id="problem" class="problem" role="alert"></p>
    <form id="composer" class="composer" autocomplete="off">
      <label for="text">${escapeHtml(t.messageLabel)}</label>
      <div class="row">
        <input id="text" name="text" type="text" maxlength="4096" required>
        <button type="submit">${escapeHtml(t.send)}</button>
      </div>
    </form>
  </section>
  <dialog id="list" aria-labelledby="list-title">
    <form method="dialog" id="list-form">
      <h2 id="list-title"></h2>
      <div id="list-sections"></div>
      <div class="actions">
        <button type="submit" value="send" id="list-send">${escapeHtml(t.send)}</button>
        <button type="button" id="list-close">${escapeHtml(t.close)}</button>
      </div>
    </form>
  </dialog>`
    : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(waId ? `${typed} · ${t.title}` : t.title)}</title>
<link rel="stylesheet" href="/phone/app.css">
<script type="application/json" id="phone-data">${JSON.stringify({ lang, waId, t }).replace(/</g, '\\u003c')}</script>
<script src="/phone/app.js" defer></script>
</head>
<body>
<header class="top">
  <h1>${escapeHtml(t.title)}</h1>
  <nav aria-label="${escapeHtml(t.language)}"><a href="${escapeHtml(query(other))}" lang="${other}" hreflang="${other}">${escapeHtml(t.otherLanguage)}</a></nav>
</header>
<main>
  <p class="intro">${escapeHtml(t.intro)}</p>
  <form method="get" action="/phone" class="pick">
    <input type="hidden" name="lang" value="${lang}">
    <label for="number">${escapeHtml(t.numberLabel)}</label>
    <p id="number-hint" class="hint">${escapeHtml(t.numberHint)}</p>
    ${invalid ? `<p id="number-error" class="problem">${escapeHtml(t.invalidNumber)}</p>` : ''}
    <div class="row">
      <input id="number" name="number" type="tel" inputmode="tel" autocomplete="off" list="numbers" value="${escapeHtml(typed)}" aria-describedby="number-hint${invalid ? ' number-error' : ''}"${invalid ? ' aria-invalid="true"' : ''} required>
      <button type="submit">${escapeHtml(t.open)}</button>
    </div>
    <datalist id="numbers">${options}</datalist>
  </form>${chat}
</main>
</body>
</html>`;
}

export const PHONE_CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#efeae2;color:#111b21}
.top{display:flex;align-items:center;justify-content:space-between;gap:.5rem;padding:.5rem 1rem;background:#075e54;color:#fff}
.top h1{font-size:1.1rem;margin:0}
.top a{color:#fff;font-weight:600}
main{max-width:40rem;margin:0 auto;padding:.75rem}
.intro,.hint{margin:.25rem 0 .75rem;color:#3b4a54}
.hint{font-size:.9rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
.row{display:flex;gap:.5rem}
.row input{flex:1 1 10rem;min-width:0}
.pick .row{flex-wrap:wrap}
input{font:inherit;padding:.5rem;border:1px solid #667781;border-radius:.5rem;background:#fff;color:#111b21}
button{font:inherit;padding:.5rem .9rem;border:0;border-radius:.5rem;background:#00684a;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible,input:focus-visible,a:focus-visible,.log:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.chat h2{font-size:1rem;margin:1rem 0 .5rem}
.log{display:flex;flex-direction:column;gap:.5rem;min-height:12rem;max-height:60vh;overflow-y:auto;padding:.5rem;background:#e5ddd5;border-radius:.5rem}
.empty{color:#3b4a54;margin:.5rem}
.msg{max-width:85%;padding:.4rem .6rem;border-radius:.6rem;box-shadow:0 1px 0 rgba(0,0,0,.15);overflow-wrap:anywhere}
.msg.in{align-self:flex-end;background:#d9fdd3}
.msg.out{align-self:flex-start;background:#fff}
.msg .who{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.msg .head{font-weight:700;margin:0 0 .25rem}
.msg .body{white-space:pre-wrap;margin:0}
.msg .foot{font-size:.85rem;color:#3b4a54;margin:.25rem 0 0}
.msg .status{display:block;font-size:.8rem;color:#3b4a54;text-align:right;margin-top:.2rem}
.msg .status.bad{color:#b3261e;font-weight:600}
.msg .choices{display:flex;flex-direction:column;gap:.25rem;margin-top:.4rem}
.msg .choices button{background:#fff;color:#00684a;border:1px solid #00684a}
.msg .choices a{display:block;text-align:center;padding:.4rem;border:1px solid #00684a;border-radius:.4rem;color:#00684a}
.problem{color:#b3261e;font-weight:600;margin:.25rem 0}
.problem:empty{display:none}
.composer{margin-top:.75rem}
dialog{width:min(28rem,calc(100vw - 1rem));max-height:85vh;border:0;border-radius:.75rem;padding:1rem}
dialog::backdrop{background:rgba(0,0,0,.4)}
dialog h2{font-size:1.05rem;margin:0 0 .5rem}
fieldset{border:0;margin:0 0 .75rem;padding:0}
legend{font-weight:700;color:#00684a;padding:0;margin-bottom:.25rem}
.option{display:flex;gap:.6rem;align-items:flex-start;padding:.45rem 0;border-bottom:1px solid #d1d7db}
.option input{margin-top:.3rem;width:1.2rem;height:1.2rem;flex:none}
.option label{font-weight:400;margin:0;flex:1}
.option .desc{display:block;font-size:.9rem;color:#3b4a54}
.actions{display:flex;gap:.5rem;justify-content:flex-end}
.actions #list-close{background:#fff;color:#00684a;border:1px solid #00684a}
`;

/* eslint-disable @typescript-eslint/no-explicit-any -- the page's script reads the JSON the server answers */
/**
 * The page's script, served as this function's own source (so it must use nothing from outside
 * it). Polls the conversation every two seconds (notices arrive without a tap), posts what the
 * person types or taps, and reports the product's messages `delivered` then `read` once shown, as
 * a phone does.
 */
export function phoneClient(): void {
  const data = JSON.parse((document.getElementById('phone-data') as HTMLElement).textContent as string) as { lang: string; waId: string | null; t: Record<string, string> };
  const t = data.t;
  const waId = data.waId;
  if (!waId) return;
  const log = document.getElementById('log') as HTMLElement;
  const problem = document.getElementById('problem') as HTMLElement;
  const composer = document.getElementById('composer') as HTMLFormElement;
  const input = document.getElementById('text') as HTMLInputElement;
  const dialog = document.getElementById('list') as HTMLDialogElement;
  const listTitle = document.getElementById('list-title') as HTMLElement;
  const listSections = document.getElementById('list-sections') as HTMLElement;
  const listForm = document.getElementById('list-form') as HTMLFormElement;
  const shown = new Map<string, { status: HTMLElement }>();
  const reported = new Set<string>();
  let openList: { id: string; rows: Map<string, { id: string; title: string; description?: string }> } | null = null;
  let busy = false;

  const el = (tag: string, className?: string, text?: string) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const statusText = (entry: any): { text: string; bad: boolean } => {
    if (entry.dir === 'in') {
      if (entry.status === 'sending') return { text: t.sending, bad: false };
      if (entry.status === 'sent') return { text: t.sent, bad: false };
      return { text: t.notDelivered + (entry.error ? ' (' + entry.error + ')' : ''), bad: true };
    }
    const key = entry.status === 'failed' ? 'failed' : entry.status === 'read' ? 'read' : entry.status === 'delivered' ? 'delivered' : 'accepted';
    return { text: t[key], bad: key === 'failed' };
  };

  async function call(path: string, body?: unknown): Promise<any> {
    const response = await fetch(path, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await response.json();
    if (!response.ok) throw new Error(json?.error?.message ?? String(response.status));
    return json;
  }

  function openListFor(entry: any) {
    const interactive = entry.body.interactive;
    openList = { id: entry.id, rows: new Map() };
    listTitle.textContent = interactive.action.button;
    listSections.replaceChildren();
    interactive.action.sections.forEach((section: any, s: number) => {
      const fieldset = el('fieldset');
      // WhatsApp shows a section's title only when it has one; untitled, the sheet's title names it.
      if (section.title) fieldset.append(el('legend', undefined, section.title));
      else fieldset.setAttribute('aria-labelledby', 'list-title');
      section.rows.forEach((row: any, r: number) => {
        const id = 'row-' + s + '-' + r;
        openList!.rows.set(id, row);
        const option = el('div', 'option');
        const radio = document.createElement('input');
        radio.type = 'radio';
        radio.name = 'row';
        radio.id = id;
        radio.value = id;
        radio.required = true;
        const label = el('label');
        label.setAttribute('for', id);
        label.append(el('span', 'title', row.title));
        // The space keeps the title and the description apart in the radio's accessible name.
        if (row.description) label.append(document.createTextNode(' '), el('span', 'desc', row.description));
        option.append(radio, label);
        fieldset.append(option);
      });
      listSections.append(fieldset);
    });
    dialog.showModal();
    const first = listSections.querySelector('input');
    if (first) (first as HTMLInputElement).focus();
  }

  function bubble(entry: any): HTMLElement {
    const node = el('div', 'msg ' + entry.dir);
    node.dataset.id = entry.id;
    node.append(el('span', 'who', (entry.dir === 'in' ? t.you : t.product) + ' '));
    const body = entry.body;
    if (entry.dir === 'in') node.append(el('p', 'body', entry.text));
    else if (entry.kind === 'text') node.append(el('p', 'body', body.text.body));
    else if (entry.kind === 'template') {
      const components = body.template.components ?? [];
      const params = components.filter((c: any) => c.type !== 'button').flatMap((c: any) => c.parameters ?? []).map((p: any) => (p.parameter_name ? p.parameter_name + ': ' : '') + p.text);
      node.append(el('p', 'head', t.template + ' ' + body.template.name + ' (' + body.template.language.code + ')'));
      if (params.length) node.append(el('p', 'body', params.join('\n')));
      for (const button of components.filter((c: any) => c.type === 'button'))
        node.append(el('p', 'foot', t.urlButton + ' /' + (button.parameters?.[0]?.text ?? '')));
    } else {
      const interactive = body.interactive;
      if (interactive.header?.text) node.append(el('p', 'head', interactive.header.text));
      node.append(el('p', 'body', interactive.body.text));
      if (interactive.footer?.text) node.append(el('p', 'foot', interactive.footer.text));
      const choices = el('div', 'choices');
      if (interactive.type === 'cta_url') {
        const link = el('a', undefined, interactive.action.parameters.display_text) as HTMLAnchorElement;
        link.href = interactive.action.parameters.url;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        choices.append(link);
      } else if (interactive.type === 'button')
        for (const button of interactive.action.buttons) {
          const tap = el('button', undefined, button.reply.title) as HTMLButtonElement;
          tap.type = 'button';
          tap.addEventListener('click', () => void send({ reply: { type: 'button_reply', id: button.reply.id, title: button.reply.title }, context: entry.id }));
          choices.append(tap);
        }
      else {
        const open = el('button', undefined, interactive.action.button) as HTMLButtonElement;
        open.type = 'button';
        open.setAttribute('aria-haspopup', 'dialog');
        open.addEventListener('click', () => openListFor(entry));
        choices.append(open);
      }
      node.append(choices);
    }
    const status = el('span', 'status');
    node.append(status);
    shown.set(entry.id, { status });
    return node;
  }

  function render(entries: any[]) {
    const seen: string[] = [];
    for (const entry of entries) {
      let known = shown.get(entry.id);
      if (!known) {
        document.getElementById('empty')?.remove();
        log.append(bubble(entry));
        known = shown.get(entry.id)!;
        log.scrollTop = log.scrollHeight;
      }
      const { text, bad } = statusText(entry);
      if (known.status.textContent !== t.statusLabel + ' ' + text) {
        known.status.textContent = t.statusLabel + ' ' + text;
        known.status.classList.toggle('bad', bad);
      }
      if (entry.dir === 'out' && entry.status === 'accepted' && !reported.has(entry.id)) {
        reported.add(entry.id);
        seen.push(entry.id);
      }
    }
    if (seen.length) void call('/phone/api/seen', { number: waId, ids: seen }).then(refresh, () => undefined);
  }

  async function refresh() {
    try {
      render((await call('/phone/api/chat?number=' + encodeURIComponent(waId as string))).messages);
      if (problem.textContent === t.unreachable) problem.textContent = '';
    } catch {
      problem.textContent = t.unreachable;
    }
  }

  async function send(what: { text?: string; reply?: unknown; context?: string }) {
    if (busy) return;
    busy = true;
    problem.textContent = '';
    try {
      await call('/phone/api/send', { number: waId, ...what });
    } catch (error) {
      problem.textContent = error instanceof Error ? error.message : String(error);
    } finally {
      busy = false;
    }
    await refresh();
  }

  composer.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    void send({ text }).then(() => input.focus());
  });
  listForm.addEventListener('submit', (event) => {
    const picked = listForm.querySelector('input[name="row"]:checked') as HTMLInputElement | null;
    if (!picked || !openList) return event.preventDefault();
    const row = openList.rows.get(picked.value)!;
    const context = openList.id;
    openList = null;
    void send({ reply: { type: 'list_reply', id: row.id, title: row.title, description: row.description }, context }).then(() => input.focus());
  });
  (document.getElementById('list-close') as HTMLElement).addEventListener('click', () => dialog.close());
  void refresh();
  setInterval(() => void refresh(), 2000);
}
/* eslint-enable @typescript-eslint/no-explicit-any */

export const PHONE_SCRIPT = `(${phoneClient.toString()})();\n`;
