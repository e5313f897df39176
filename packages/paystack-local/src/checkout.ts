// The hosted checkout page: `GET /checkout/:accessCode` shows the charge; its Pay and Decline forms
// POST to `/checkout/:accessCode/pay|decline`, which settle the charge and send the payer back to
// the merchant's callback URL (303). HTML itself is in checkout-page.ts.
import { callbackTarget, checkoutPage, notFoundPage } from './checkout-page';
import type { Context } from './context';
import type { Reply } from './http';
import { decline, pay } from './resources/transactions';
import type { Route } from './router';
import type { LocalTransaction } from './store';

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *; base-uri 'none'",
};

function page(status: number, html: string): Reply {
  return { status, html, headers: PAGE_HEADERS };
}

function byAccessCode(ctx: Context, accessCode: string): LocalTransaction | undefined {
  return ctx.store.transactions.find((t) => t.access_code === accessCode);
}

function press(ctx: Context, button: 'pay' | 'decline'): Route {
  return {
    method: 'POST',
    path: `/checkout/:accessCode/${button}`,
    auth: 'none',
    handle: async ({ params }) => {
      const t = byAccessCode(ctx, params.accessCode);
      if (!t) return page(404, notFoundPage());
      if (t.status === 'abandoned') await (button === 'pay' ? pay(ctx, t.reference) : decline(ctx, t.reference));
      const location = t.callback_url
        ? callbackTarget(t.callback_url, t.reference)
        : `/checkout/${encodeURIComponent(t.access_code)}`;
      return { status: 303, headers: { location, 'cache-control': 'no-store' } };
    },
  };
}

export function checkoutRoutes(ctx: Context): Route[] {
  return [
    {
      method: 'GET',
      path: '/checkout/:accessCode',
      auth: 'none',
      handle: ({ params }) => {
        const t = byAccessCode(ctx, params.accessCode);
        if (!t) return page(404, notFoundPage());
        return page(
          200,
          checkoutPage({
            accessCode: t.access_code,
            reference: t.reference,
            email: t.email,
            amount: t.status === 'abandoned' ? t.requested_amount : t.amount,
            currency: t.currency,
            status: t.status,
            callbackUrl: t.callback_url,
          }),
        );
      },
    },
    press(ctx, 'pay'),
    press(ctx, 'decline'),
  ];
}
