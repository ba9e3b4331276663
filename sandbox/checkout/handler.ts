import type { ServerResponse } from 'node:http';
import type { Database } from '../db/open';
import { authenticate } from '../auth/access';
import type { Mutex } from '../db/mutex';
import { Store, type Rec } from '../db/store';
import type { Ctx } from '../engine/context';
import { isVisible } from '../engine/scope';
import { ApiError } from '../http/errors';
import { send } from '../http/io';
import { checkoutHeaders } from './headers';
import { checkoutPage, confirmationPage, messagePage, type FieldError } from './render';
import { submitCheckout, toFieldErrors, validateForm } from './submit';
import { textsFor } from './texts';
import { buildView } from './view';

export interface CheckoutRequest {
  method: string;
  url: URL;
  text: string;
  res: ServerResponse;
}

const HTML = 'text/html; charset=utf-8';
type Outcome = { status: number; html?: string; redirect?: string; effects?: Array<() => unknown> };

async function openOrder(store: Store, req: CheckoutRequest): Promise<{ ctx: Ctx; order: Rec } | Outcome> {
  const en = textsFor('en');
  const orderId = decodeURIComponent(req.url.pathname.split('/')[2] ?? '');
  let principal;
  try {
    principal = await authenticate(store, `Bearer ${req.url.searchParams.get('accessToken') ?? ''}`);
  } catch {
    return { status: 401, html: messagePage('en', en.t.title, en.t.invalidToken) };
  }
  const order = await store.find(orderId);
  if (!order || order.type !== 'orders') return { status: 404, html: messagePage('en', en.t.title, en.t.notFound) };
  const ctx: Ctx = { store, principal, apiBase: `${req.url.protocol}//${req.url.host}/api` };
  if (!principal.marketIds.length || !(await isVisible(store, principal, order)))
    return { status: 403, html: messagePage('en', en.t.title, en.t.invalidToken) };
  return { ctx, order };
}

async function render(
  store: Store,
  req: CheckoutRequest,
  form?: Record<string, string>,
  errors: FieldError[] = [],
): Promise<Outcome> {
  const opened = await openOrder(store, req);
  if ('status' in opened) return opened;
  const { ctx, order } = opened;
  const { lang, t } = textsFor(order.attributes.language_code);
  const status = String(order.attributes.status);
  if (['placed', 'approved'].includes(status)) return { status: 200, html: confirmationPage(lang, t, order) };
  if (status === 'cancelled') return { status: 409, html: messagePage(lang, t.title, t.cancelled) };
  if (status === 'draft') return { status: 409, html: messagePage(lang, t.title, t.empty, order.attributes.cart_url) };
  const view = await buildView(ctx, order, lang, t, req.url.pathname + req.url.search, form, errors);
  return { status: errors.length ? 422 : 200, html: checkoutPage(view) };
}

async function submit(store: Store, req: CheckoutRequest, form: Record<string, string>): Promise<Outcome> {
  const opened = await openOrder(store, req);
  if ('status' in opened) return opened;
  const { ctx, order } = opened;
  const { t } = textsFor(order.attributes.language_code);
  const errors = validateForm(form, t);
  const view = await buildView(ctx, order, 'en', t, '', form);
  if (form.payment_method && !view.paymentMethods.some((m) => m.id === form.payment_method))
    errors.push({ field: 'payment_method', message: `${t.payment} ${t.required}` });
  if (errors.length) throw new FormErrors(errors);
  await submitCheckout(ctx, order, form);
  return { status: 303, redirect: req.url.pathname + req.url.search, effects: store.takeEffects() };
}

class FormErrors extends Error {
  constructor(readonly errors: FieldError[]) {
    super('form errors');
  }
}

export async function handleCheckout(db: Database, mutex: Mutex, req: CheckoutRequest): Promise<void> {
  for (const [name, value] of Object.entries(checkoutHeaders)) req.res.setHeader(name, value);
  const inTx = (work: (store: Store) => Promise<Outcome>) =>
    mutex.run(() => db.transaction((tx) => work(new Store(tx))));
  let outcome: Outcome;
  if (req.method === 'POST') {
    const form = Object.fromEntries(new URLSearchParams(req.text));
    try {
      outcome = await inTx((store) => submit(store, req, form));
    } catch (error) {
      const errors =
        error instanceof FormErrors ? error.errors : error instanceof ApiError ? toFieldErrors(error) : undefined;
      if (!errors) throw error;
      outcome = await inTx((store) => render(store, req, form, errors));
    }
  } else if (req.method === 'GET') outcome = await inTx((store) => render(store, req));
  else outcome = { status: 405, html: messagePage('en', 'Checkout', 'Method not allowed') };
  for (const effect of outcome.effects ?? [])
    void Promise.resolve()
      .then(effect)
      .catch(() => undefined);
  if (outcome.redirect) {
    req.res.writeHead(303, { Location: outcome.redirect });
    req.res.end();
    return;
  }
  send(req.res, outcome.status, outcome.html ?? '', HTML);
}
