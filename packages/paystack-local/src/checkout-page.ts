// The hosted checkout page: plain HTML forms, no script, no external assets, so it works with
// JavaScript off and Playwright finds the "Pay" and "Decline" buttons by their accessible names.

export function formatNaira(kobo: number): string {
  const negative = kobo < 0;
  const abs = Math.abs(Math.trunc(kobo));
  const naira = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}₦${naira}.${rest}`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CheckoutView {
  accessCode: string;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  status: 'abandoned' | 'success' | 'failed';
  callbackUrl: string | null;
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f7;color:#1a1f36}
  main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:1.1rem;margin:0 0 1.5rem;color:#3b4252}
  .amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
  dl{margin:0 0 1.5rem}dt{font-size:.8rem;color:#5b6475}dd{margin:0 0 .75rem;word-break:break-all}
  .actions{display:flex;gap:.75rem}
  form{flex:1;margin:0}
  button{width:100%;padding:.8rem;font-size:1rem;border-radius:8px;border:1px solid #0b7a3e;cursor:pointer}
  button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
  .pay{background:#0b7a3e;color:#fff}
  .decline{background:#fff;color:#8a1c1c;border-color:#8a1c1c}
  .note{font-size:.8rem;color:#5b6475;margin-top:1.5rem}
  .done{padding:1rem;border-radius:8px;background:#eef6f0}
  .done.failed{background:#fbeeee}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export function checkoutPage(view: CheckoutView): string {
  const amount = formatNaira(view.amount);
  const code = encodeURIComponent(view.accessCode);
  const details = `<p>Amount to pay</p>
<p class="amount">${escapeHtml(amount)}</p>
<dl>
<dt>E-mail</dt><dd>${escapeHtml(view.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(view.reference)}</dd>
</dl>`;
  if (view.status !== 'abandoned') {
    const paid = view.status === 'success';
    const back = view.callbackUrl
      ? `<p><a href="${escapeHtml(callbackTarget(view.callbackUrl, view.reference))}">Return to the merchant</a></p>`
      : '';
    return layout(
      paid ? 'Payment successful' : 'Payment declined',
      `<h1>Paystack (local) checkout</h1>
${details}
<div class="done${paid ? '' : ' failed'}" role="status"><p>${paid ? 'Payment successful.' : 'This payment was declined.'}</p>${back}</div>`,
    );
  }
  return layout(
    `Pay ${amount}`,
    `<h1>Paystack (local) checkout</h1>
${details}
<div class="actions">
<form method="post" action="/checkout/${code}/pay"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="/checkout/${code}/decline"><button type="submit" class="decline">Decline</button></form>
</div>
<p class="note">Test mode: no card is charged. "Pay" succeeds the charge, "Decline" fails it.</p>`,
  );
}

/** Where Paystack sends the payer back: callback_url?trxref=<ref>&reference=<ref>. */
export function callbackTarget(callbackUrl: string, reference: string): string {
  try {
    const url = new URL(callbackUrl);
    url.searchParams.set('trxref', reference);
    url.searchParams.set('reference', reference);
    return url.toString();
  } catch {
    const sep = callbackUrl.includes('?') ? '&' : '?';
    const ref = encodeURIComponent(reference);
    return `${callbackUrl}${sep}trxref=${ref}&reference=${ref}`;
  }
}

export function notFoundPage(): string {
  return layout(
    'Checkout not found',
    '<h1>Paystack (local) checkout</h1><p role="alert">This payment page does not exist.</p>',
  );
}
