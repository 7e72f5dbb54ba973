/**
 * Stripe API stand-in: answers the part of Stripe's API LeadAtlas calls (customers, Checkout
 * sessions, subscriptions, invoices, prices, billing portal sessions) as the official SDK
 * sends it (form-encoded bodies, Bearer key, Idempotency-Key, expand[]) with Stripe-shaped JSON
 * and errors. What happens at Stripe after the customer pays is driven by test controls (not
 * reachable over HTTP): each returns the events a real Stripe would send, for the test to sign
 * (the SDK's `webhooks.generateTestHeaderString` with `webhookSecret`) and deliver.
 */
import { randomBytes } from 'node:crypto';
import { json, text, type Handler, type Incoming, type Reply } from './http.js';

export const SANDBOX_STRIPE_SECRET_KEY = 'sk_test_sandbox_leadatlas';
export const SANDBOX_STRIPE_WEBHOOK_SECRET = 'whsec_sandbox_leadatlas';
/** The API version the stand-in names in its events. */
export const SANDBOX_STRIPE_API_VERSION = '2026-10-28.endive';

export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: StripeObject; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface StripeControls {
  readonly secretKey: string;
  readonly webhookSecret: string;
  customer(id: string): StripeObject | undefined;
  customers(): StripeObject[];
  checkoutSession(id: string): StripeObject | undefined;
  checkoutSessions(): StripeObject[];
  subscription(id: string): StripeObject | undefined;
  invoice(id: string): StripeObject | undefined;
  /** A price in the account's catalog (as if made in the dashboard); returns its id. */
  createPrice(input: {
    unitAmount: number;
    currency?: string;
    recurring?: boolean;
    productName: string;
    productMetadata?: Record<string, string>;
  }): string;
  /** The customer pays (or starts an async payment with paymentStatus 'unpaid'). */
  completeCheckout(
    sessionId: string,
    options?: { paymentStatus?: 'paid' | 'unpaid' },
  ): StripeEvent[];
  /** An async payment of a completed session succeeds. */
  asyncPaymentSucceeded(sessionId: string): StripeEvent[];
  expireCheckout(sessionId: string): StripeEvent[];
  /** The period ends: the next one is paid, or a subscription set to cancel ends. */
  renew(subscriptionId: string): StripeEvent[];
  /** The next period's charge fails (the period advances, the subscription is past_due). */
  failPayment(subscriptionId: string): StripeEvent[];
  /** An open invoice is paid (a retry after a failure succeeds). */
  payInvoice(invoiceId: string): StripeEvent[];
  /**
   * The customer cancels in the portal: now, or at the end of the period (cancel_at_period_end,
   * or with `viaCancelAt` the cancel_at date set to the period's end).
   */
  cancel(
    subscriptionId: string,
    options?: { atPeriodEnd?: boolean; viaCancelAt?: boolean },
  ): StripeEvent[];
  /** The customer renews a subscription set to cancel ("Renew plan" in the portal). */
  renewPlan(subscriptionId: string): StripeEvent[];
  /** The customer switches price in the portal; the proration invoice is paid at once. */
  changePrice(subscriptionId: string, priceId: string): StripeEvent[];
  /**
   * The customer downgrades in a portal that schedules downgrades at the period end: a
   * subscription schedule whose next phase (from the period's end) has the new price.
   */
  scheduleChange(subscriptionId: string, priceId: string): StripeEvent[];
  /** The scheduled change is dropped: the schedule is released, the price stays. */
  releaseSchedule(subscriptionId: string): StripeEvent[];
  /** Any event, e.g. one LeadAtlas does not handle. */
  event(type: string, object: StripeObject): StripeEvent;
  /** Refunds made through the API, oldest first. */
  refunds(): StripeObject[];
  /** Requests seen, newest last: method, path and decoded body. */
  readonly calls: Array<{ method: string; path: string; body: Record<string, unknown> }>;
}

// ---------------------------------------------------------------------------------------------
// Form decoding as the SDK encodes: a[b][0][c]=v, expand[]=x / expand[0]=x.

type Tree = Record<string, unknown>;

function setPath(root: Tree, keys: string[], value: string): void {
  let node: Tree = root;
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    const name = key === '' ? String(Object.keys(node).length) : key;
    if (last) {
      node[name] = value;
      return;
    }
    node[name] ??= {};
    node = node[name] as Tree;
  });
}

/** Objects whose keys are 0..n-1 become arrays. */
function arrays(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Tree).map(([k, v]) => [k, arrays(v)] as const);
  const numeric = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return numeric ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

export function decodeForm(body: string): Tree {
  const root: Tree = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
    setPath(root, [match[1]!, ...rest], value);
  }
  return arrays(root) as Tree;
}

// ---------------------------------------------------------------------------------------------

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

function errorReply(error: StripeError, requestId: string): Reply {
  return json(
    error.status,
    {
      error: {
        type: error.type,
        message: error.message,
        ...(error.param ? { param: error.param } : {}),
        ...(error.code ? { code: error.code } : {}),
        request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}`,
      },
    },
    { 'request-id': requestId },
  );
}

/** What Stripe answers for an injected failure status. */
export function stripeFailure(status: number): Reply {
  const type = status === 429 ? 'rate_limit_error' : 'api_error';
  return json(status, {
    error: {
      type,
      message:
        status === 429
          ? 'Too many requests hit the API too quickly.'
          : 'An unknown error occurred with our servers.',
    },
  });
}

const now = () => Math.floor(Date.now() / 1000);

function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

function metadataOf(value: unknown, param: string): Record<string, string> {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new StripeError(400, `Invalid object`, param);
  }
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value as Tree)) {
    if (typeof entry !== 'string') throw new StripeError(400, 'Invalid string', `${param}[${key}]`);
    if (key.length > 40)
      throw new StripeError(400, 'Metadata keys are at most 40 characters.', param);
    if (entry.length > 500) {
      throw new StripeError(400, 'Metadata values are at most 500 characters.', `${param}[${key}]`);
    }
    out[key] = entry;
  }
  return out;
}

function integer(value: unknown, param: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) throw new StripeError(400, 'Invalid integer', param);
  return n;
}

interface SessionExtra {
  lineItems: Array<{ price: string; quantity: number }>;
  subscriptionMetadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
}

export function createStripeStandIn(options: { baseUrl: () => string }): {
  handler: Handler;
  controls: StripeControls;
} {
  const customers = new Map<string, StripeObject>();
  const products = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const sessionExtras = new Map<string, SessionExtra>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const portalSessions = new Map<string, StripeObject>();
  const schedules = new Map<string, StripeObject>();
  const paymentIntents = new Map<string, StripeObject>();
  const invoicePayments = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const idempotent = new Map<string, Reply>();
  const calls: StripeControls['calls'] = [];

  function event(
    type: string,
    object: StripeObject,
    previous?: Record<string, unknown>,
  ): StripeEvent {
    return {
      id: newId('evt'),
      object: 'event',
      api_version: SANDBOX_STRIPE_API_VERSION,
      created: now(),
      type,
      data: { object: clone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
  }

  function must<T>(map: Map<string, T>, id: string, kind: string, param = 'id'): T {
    const found = map.get(id);
    if (!found) throw new StripeError(404, `No such ${kind}: '${id}'`, param, 'resource_missing');
    return found;
  }

  function makeProduct(name: string, metadata: Record<string, string>): StripeObject {
    const product: StripeObject = {
      id: newId('prod'),
      object: 'product',
      active: true,
      name,
      metadata,
      created: now(),
      livemode: false,
    };
    products.set(product.id, product);
    return product;
  }

  function makePrice(input: {
    unitAmount: number;
    currency: string;
    recurring: boolean;
    product: string;
    metadata?: Record<string, string>;
  }): StripeObject {
    const price: StripeObject = {
      id: newId('price'),
      object: 'price',
      active: true,
      currency: input.currency,
      unit_amount: input.unitAmount,
      type: input.recurring ? 'recurring' : 'one_time',
      recurring: input.recurring
        ? { interval: 'month', interval_count: 1, usage_type: 'licensed' }
        : null,
      product: input.product,
      metadata: input.metadata ?? {},
      created: now(),
      livemode: false,
    };
    prices.set(price.id, price);
    return price;
  }

  // -- customers ------------------------------------------------------------------------------

  function customerFields(body: Tree): Partial<StripeObject> {
    const fields: Tree = {};
    for (const key of ['email', 'name', 'description', 'phone']) {
      if (typeof body[key] === 'string') fields[key] = body[key];
    }
    if (body.address && typeof body.address === 'object') fields.address = body.address;
    if (Array.isArray(body.preferred_locales)) fields.preferred_locales = body.preferred_locales;
    if (body.metadata !== undefined) fields.metadata = metadataOf(body.metadata, 'metadata');
    return fields;
  }

  function createCustomer(body: Tree): StripeObject {
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      email: null,
      name: null,
      address: null,
      preferred_locales: [],
      metadata: {},
      created: now(),
      livemode: false,
      ...customerFields(body),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  // -- checkout -------------------------------------------------------------------------------

  function linePrice(item: Tree, index: number): StripeObject {
    const param = `line_items[${index}]`;
    if (typeof item.price === 'string') return must(prices, item.price, 'price', `${param}[price]`);
    const data = item.price_data as Tree | undefined;
    if (!data)
      throw new StripeError(400, 'You must specify either `price` or `price_data`.', param);
    const currency = data.currency;
    if (typeof currency !== 'string') {
      throw new StripeError(
        400,
        'Missing required param: currency.',
        `${param}[price_data][currency]`,
      );
    }
    const unitAmount = integer(data.unit_amount, `${param}[price_data][unit_amount]`);
    const productData = data.product_data as Tree | undefined;
    let product: string;
    if (typeof data.product === 'string') {
      product = must(products, data.product, 'product', `${param}[price_data][product]`).id;
    } else if (productData && typeof productData.name === 'string') {
      product = makeProduct(
        productData.name,
        metadataOf(productData.metadata, `${param}[price_data][product_data][metadata]`),
      ).id;
    } else {
      throw new StripeError(
        400,
        'You must specify either `product` or `product_data` when creating a price.',
        `${param}[price_data]`,
      );
    }
    const recurring = data.recurring as Tree | undefined;
    if (recurring && recurring.interval !== 'month') {
      throw new StripeError(
        400,
        'This stand-in only knows monthly prices.',
        `${param}[price_data][recurring][interval]`,
      );
    }
    return makePrice({ unitAmount, currency, recurring: Boolean(recurring), product });
  }

  function createSession(body: Tree): StripeObject {
    const mode = body.mode;
    if (mode !== 'payment' && mode !== 'subscription') {
      throw new StripeError(400, 'Invalid mode: must be one of payment or subscription', 'mode');
    }
    const customer = typeof body.customer === 'string' ? body.customer : null;
    if (customer) must(customers, customer, 'customer', 'customer');
    const rawItems = body.line_items;
    if (!Array.isArray(rawItems) || rawItems.length === 0) {
      throw new StripeError(400, 'Missing required param: line_items.', 'line_items');
    }
    const lines = rawItems.map((raw, index) => {
      const item = raw as Tree;
      const price = linePrice(item, index);
      const quantity =
        item.quantity === undefined ? 1 : integer(item.quantity, `line_items[${index}][quantity]`);
      return { price, quantity };
    });
    const recurring = lines.filter((line) => line.price.recurring !== null);
    if (mode === 'subscription' && recurring.length === 0) {
      throw new StripeError(
        400,
        'You must provide at least one recurring price in `subscription` mode when using prices.',
        'line_items',
      );
    }
    if (mode === 'payment' && recurring.length > 0) {
      throw new StripeError(
        400,
        'You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.',
        'line_items',
      );
    }
    const currency = String(lines[0]!.price.currency);
    const amount = lines.reduce(
      (sum, line) => sum + Number(line.price.unit_amount) * line.quantity,
      0,
    );
    const id = `cs_test_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: 'unpaid',
      customer,
      customer_email: null,
      client_reference_id:
        typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
      metadata: metadataOf(body.metadata, 'metadata'),
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      locale: typeof body.locale === 'string' ? body.locale : null,
      success_url: typeof body.success_url === 'string' ? body.success_url : null,
      cancel_url: typeof body.cancel_url === 'string' ? body.cancel_url : null,
      url: `${options.baseUrl()}/checkout/pay/${id}`,
      subscription: null,
      invoice: null,
      payment_intent: null,
      created: now(),
      expires_at: now() + 24 * 3600,
      livemode: false,
    };
    sessions.set(id, session);
    const subscriptionData = (body.subscription_data ?? {}) as Tree;
    const paymentIntentData = (body.payment_intent_data ?? {}) as Tree;
    sessionExtras.set(id, {
      lineItems: lines.map((line) => ({ price: line.price.id, quantity: line.quantity })),
      subscriptionMetadata: metadataOf(subscriptionData.metadata, 'subscription_data[metadata]'),
      paymentIntentMetadata: metadataOf(
        paymentIntentData.metadata,
        'payment_intent_data[metadata]',
      ),
    });
    return session;
  }

  // -- subscriptions and invoices -------------------------------------------------------------

  function subscriptionItems(subscription: StripeObject): Tree[] {
    return (subscription.items as { data: Tree[] }).data;
  }

  function makeInvoice(
    subscription: StripeObject,
    billingReason: string,
    paid: boolean,
    amount?: number,
  ): StripeObject {
    const items = subscriptionItems(subscription);
    const first = items[0]!;
    const total =
      amount ??
      items.reduce(
        (sum, item) => sum + Number((item.price as Tree).unit_amount) * Number(item.quantity ?? 1),
        0,
      );
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      billing_reason: billingReason,
      status: paid ? 'paid' : 'open',
      currency: (first.price as Tree).currency,
      amount_due: total,
      amount_paid: paid ? total : 0,
      amount_remaining: paid ? 0 : total,
      attempt_count: 1,
      attempted: true,
      period_start: first.current_period_start,
      period_end: first.current_period_end,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          subscription: subscription.id,
          metadata: clone(subscription.metadata),
        },
      },
      lines: {
        object: 'list',
        has_more: false,
        data: items.map((item) => ({
          id: newId('il'),
          object: 'line_item',
          amount: Number((item.price as Tree).unit_amount) * Number(item.quantity ?? 1),
          currency: (item.price as Tree).currency,
          quantity: item.quantity,
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: {
            type: 'price_details',
            price_details: {
              price: (item.price as Tree).id,
              product: (item.price as Tree).product,
            },
          },
          metadata: {},
        })),
      },
      status_transitions: { paid_at: paid ? now() : null },
      created: now(),
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    if (paid) recordInvoicePayment(invoice);
    return invoice;
  }

  /** The payment intent that paid an invoice, listed under /v1/invoice_payments. */
  function recordInvoicePayment(invoice: StripeObject): void {
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: invoice.amount_due,
      amount_received: invoice.amount_due,
      currency: invoice.currency,
      customer: invoice.customer,
      status: 'succeeded',
      metadata: {},
      created: now(),
      livemode: false,
    };
    paymentIntents.set(intent.id, intent);
    const payment: StripeObject = {
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: invoice.amount_due,
      amount_requested: invoice.amount_due,
      currency: invoice.currency,
      invoice: invoice.id,
      is_default: true,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: now() },
      created: now(),
      livemode: false,
    };
    invoicePayments.set(payment.id, payment);
  }

  function list(data: StripeObject[], url: string) {
    return { object: 'list', data: data.map(clone), has_more: false, url };
  }

  function createRefund(body: Tree): StripeObject {
    const intentId = body.payment_intent;
    if (typeof intentId !== 'string') {
      throw new StripeError(400, 'Missing required param: payment_intent.', 'payment_intent');
    }
    const intent = must(paymentIntents, intentId, 'payment_intent', 'payment_intent');
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const amount =
      body.amount === undefined
        ? Number(intent.amount_received) - refunded
        : integer(body.amount, 'amount');
    if (amount <= 0 || refunded + amount > Number(intent.amount_received)) {
      throw new StripeError(
        400,
        `Charge for payment intent ${intentId} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      status: 'succeeded',
      metadata: metadataOf(body.metadata, 'metadata'),
      created: now(),
    };
    refunds.set(refund.id, refund);
    return refund;
  }

  function setPeriod(subscription: StripeObject, start: number): void {
    for (const item of subscriptionItems(subscription)) {
      item.current_period_start = start;
      item.current_period_end = addMonth(start);
    }
  }

  function periodEnd(subscription: StripeObject): number {
    return Number(subscriptionItems(subscription)[0]!.current_period_end);
  }

  function createSubscription(session: StripeObject, extra: SessionExtra, paid: boolean) {
    const start = now();
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer,
      status: paid ? 'active' : 'incomplete',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      collection_method: 'charge_automatically',
      currency: session.currency,
      metadata: clone(extra.subscriptionMetadata),
      items: {
        object: 'list',
        has_more: false,
        data: extra.lineItems.map((line) => ({
          id: newId('si'),
          object: 'subscription_item',
          price: clone(prices.get(line.price)!),
          quantity: line.quantity,
          current_period_start: start,
          current_period_end: addMonth(start),
          metadata: {},
        })),
      },
      latest_invoice: null,
      schedule: null,
      start_date: start,
      created: start,
      livemode: false,
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  /** The subscription as GET /v1/subscriptions/:id answers, with expand[] applied. */
  function expandSubscription(subscription: StripeObject, expand: string[]): StripeObject {
    const out = clone(subscription);
    if (expand.includes('items.data.price.product')) {
      for (const item of subscriptionItems(out)) {
        const price = item.price as Tree;
        const product = products.get(String(price.product));
        if (product) price.product = clone(product);
      }
    }
    if (expand.includes('schedule') && typeof out.schedule === 'string') {
      const schedule = schedules.get(out.schedule);
      if (schedule) out.schedule = clone(schedule);
    }
    if (expand.includes('latest_invoice') && typeof out.latest_invoice === 'string') {
      const invoice = invoices.get(out.latest_invoice);
      if (invoice) out.latest_invoice = clone(invoice);
    }
    return out;
  }

  // -- HTTP -----------------------------------------------------------------------------------

  function expandParam(request: Incoming, body: Tree): string[] {
    const fromQuery = decodeForm(request.url.search.slice(1)).expand;
    const value = fromQuery ?? body.expand;
    return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
  }

  function route(request: Incoming, body: Tree): unknown {
    const path = request.url.pathname;
    const method = request.method;
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') return createCustomer(body);
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = must(customers, decodeURIComponent(m[1]!), 'customer');
      if (method === 'POST') Object.assign(customer, customerFields(body));
      return customer;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      return must(sessions, decodeURIComponent(m[1]!), 'checkout.session');
    }
    if (method === 'GET' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = must(subscriptions, decodeURIComponent(m[1]!), 'subscription');
      return expandSubscription(subscription, expandParam(request, body));
    }
    if (method === 'DELETE' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = must(subscriptions, decodeURIComponent(m[1]!), 'subscription');
      if (subscription.status === 'canceled') {
        throw new StripeError(400, `This subscription is already canceled.`);
      }
      subscription.status = 'canceled';
      subscription.canceled_at = now();
      subscription.ended_at = now();
      return subscription;
    }
    if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path))) {
      const session = must(sessions, decodeURIComponent(m[1]!), 'checkout.session');
      if (session.status !== 'open') {
        throw new StripeError(
          400,
          `Only Checkout Sessions with a status in ["open"] can be expired.`,
        );
      }
      session.status = 'expired';
      return session;
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const query = decodeForm(request.url.search.slice(1));
      const found = [...invoices.values()].filter(
        (invoice) =>
          (query.status === undefined || invoice.status === query.status) &&
          (query.subscription === undefined ||
            (invoice.parent as { subscription_details?: { subscription?: string } } | null)
              ?.subscription_details?.subscription === query.subscription),
      );
      return list(found, '/v1/invoices');
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const query = decodeForm(request.url.search.slice(1));
      const found = [...invoicePayments.values()].filter(
        (payment) => query.invoice === undefined || payment.invoice === query.invoice,
      );
      return list(found, '/v1/invoice_payments');
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    if (method === 'GET' && (m = /^\/v1\/invoices\/([^/]+)$/.exec(path))) {
      return must(invoices, decodeURIComponent(m[1]!), 'invoice');
    }
    if (method === 'GET' && (m = /^\/v1\/prices\/([^/]+)$/.exec(path))) {
      return must(prices, decodeURIComponent(m[1]!), 'price');
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (typeof body.customer !== 'string') {
        throw new StripeError(400, 'Missing required param: customer.', 'customer');
      }
      must(customers, body.customer, 'customer', 'customer');
      const id = newId('bps');
      const session: StripeObject = {
        id,
        object: 'billing_portal.session',
        customer: body.customer,
        return_url: typeof body.return_url === 'string' ? body.return_url : null,
        url: `${options.baseUrl()}/billing_portal/session/${id}`,
        created: now(),
        livemode: false,
      };
      portalSessions.set(id, session);
      return session;
    }
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  function page(title: string, lines: string[]): Reply {
    const body = lines.map((line) => `<p>${line.replace(/[<>&]/g, '')}</p>`).join('');
    return text(
      200,
      `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`,
      'text/html; charset=utf-8',
    );
  }

  const handler: Handler = (request) => {
    const requestId = newId('req');
    const path = request.url.pathname;
    if (request.method === 'GET' && path.startsWith('/checkout/pay/')) {
      return page('Stripe Checkout (sandbox stand-in)', [
        'This is the LeadAtlas sandbox standing in for Stripe Checkout.',
        'Tests complete the payment with the stand-in controls and deliver the signed events.',
      ]);
    }
    if (request.method === 'GET' && path.startsWith('/billing_portal/')) {
      return page('Stripe billing portal (sandbox stand-in)', [
        'Plan changes and cancellations are driven by the stand-in controls.',
      ]);
    }
    const auth = request.headers.authorization;
    if (auth !== `Bearer ${SANDBOX_STRIPE_SECRET_KEY}`) {
      return errorReply(
        new StripeError(
          401,
          auth
            ? 'Invalid API Key provided: sk_test_****'
            : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        ),
        requestId,
      );
    }
    const contentType = String(request.headers['content-type'] ?? '');
    if (
      request.method === 'POST' &&
      request.body &&
      !contentType.startsWith('application/x-www-form-urlencoded')
    ) {
      return errorReply(
        new StripeError(400, 'Invalid request: form-encoded bodies only.'),
        requestId,
      );
    }
    const body = request.method === 'POST' ? decodeForm(request.body) : {};
    calls.push({ method: request.method, path, body });
    const key = request.headers['idempotency-key'];
    const idempotencyKey = request.method === 'POST' && typeof key === 'string' ? key : null;
    if (idempotencyKey) {
      const replay = idempotent.get(idempotencyKey);
      if (replay) {
        return { ...replay, headers: { ...replay.headers, 'idempotent-replayed': 'true' } };
      }
    }
    let reply: Reply;
    try {
      reply = json(200, route(request, body), { 'request-id': requestId });
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      reply = errorReply(error, requestId);
    }
    if (idempotencyKey && reply.status < 500) idempotent.set(idempotencyKey, reply);
    return reply;
  };

  // -- test controls --------------------------------------------------------------------------

  const controls: StripeControls = {
    secretKey: SANDBOX_STRIPE_SECRET_KEY,
    webhookSecret: SANDBOX_STRIPE_WEBHOOK_SECRET,
    calls,
    customer: (id) => customers.get(id),
    customers: () => [...customers.values()],
    checkoutSession: (id) => sessions.get(id),
    checkoutSessions: () => [...sessions.values()],
    subscription: (id) => subscriptions.get(id),
    invoice: (id) => invoices.get(id),
    createPrice(input) {
      const product = makeProduct(input.productName, input.productMetadata ?? {});
      return makePrice({
        unitAmount: input.unitAmount,
        currency: input.currency ?? 'usd',
        recurring: input.recurring ?? true,
        product: product.id,
      }).id;
    },

    completeCheckout(sessionId, options = {}) {
      const session = must(sessions, sessionId, 'checkout.session');
      const extra = sessionExtras.get(sessionId)!;
      if (session.status !== 'open')
        throw new Error(`session ${sessionId} is ${String(session.status)}`);
      const paid = (options.paymentStatus ?? 'paid') === 'paid';
      session.status = 'complete';
      session.payment_status = paid ? 'paid' : 'unpaid';
      if (session.mode === 'payment') {
        const intent: StripeObject = {
          id: newId('pi'),
          object: 'payment_intent',
          amount: session.amount_total,
          currency: session.currency,
          customer: session.customer,
          status: paid ? 'succeeded' : 'processing',
          metadata: clone(extra.paymentIntentMetadata),
          created: now(),
          livemode: false,
        };
        session.payment_intent = intent.id;
        const events: StripeEvent[] = [];
        if (paid) events.push(event('payment_intent.succeeded', intent));
        events.push(event('checkout.session.completed', session));
        return events;
      }
      const subscription = createSubscription(session, extra, paid);
      const invoice = makeInvoice(subscription, 'subscription_create', paid);
      session.subscription = subscription.id;
      session.invoice = invoice.id;
      const events = [event('customer.subscription.created', subscription)];
      if (paid) {
        events.push(event('invoice.paid', invoice), event('invoice.payment_succeeded', invoice));
      }
      events.push(event('checkout.session.completed', session));
      return events;
    },

    asyncPaymentSucceeded(sessionId) {
      const session = must(sessions, sessionId, 'checkout.session');
      session.payment_status = 'paid';
      return [event('checkout.session.async_payment_succeeded', session)];
    },

    expireCheckout(sessionId) {
      const session = must(sessions, sessionId, 'checkout.session');
      session.status = 'expired';
      return [event('checkout.session.expired', session)];
    },

    renew(subscriptionId) {
      const subscription = must(subscriptions, subscriptionId, 'subscription');
      const end = periodEnd(subscription);
      const cancelAt = subscription.cancel_at;
      if (subscription.cancel_at_period_end || (typeof cancelAt === 'number' && cancelAt <= end)) {
        subscription.status = 'canceled';
        subscription.canceled_at = end;
        subscription.ended_at = end;
        return [event('customer.subscription.deleted', subscription)];
      }
      const previous = { items: clone(subscription.items), status: subscription.status };
      // A schedule's phase that starts now sets the price the new period is billed at.
      const schedule = schedules.get(String(subscription.schedule ?? ''));
      const phase = (schedule?.phases as Tree[] | undefined)?.find((p) => p.start_date === end);
      if (schedule?.status === 'active' && phase) {
        const [next] = phase.items as Array<{ price: string }>;
        subscriptionItems(subscription)[0]!.price = clone(must(prices, next!.price, 'price'));
      }
      setPeriod(subscription, end);
      subscription.status = 'active';
      const invoice = makeInvoice(subscription, 'subscription_cycle', true);
      return [
        event('invoice.paid', invoice),
        event('invoice.payment_succeeded', invoice),
        event('customer.subscription.updated', subscription, previous),
      ];
    },

    failPayment(subscriptionId) {
      const subscription = must(subscriptions, subscriptionId, 'subscription');
      const previous = { items: clone(subscription.items), status: subscription.status };
      setPeriod(subscription, periodEnd(subscription));
      subscription.status = 'past_due';
      const invoice = makeInvoice(subscription, 'subscription_cycle', false);
      invoice.next_payment_attempt = now() + 3 * 24 * 3600;
      return [
        event('invoice.payment_failed', invoice),
        event('customer.subscription.updated', subscription, previous),
      ];
    },

    payInvoice(invoiceId) {
      const invoice = must(invoices, invoiceId, 'invoice');
      invoice.status = 'paid';
      invoice.amount_paid = invoice.amount_due;
      invoice.amount_remaining = 0;
      recordInvoicePayment(invoice);
      const events = [event('invoice.paid', invoice)];
      const details = (invoice.parent as Tree | null)?.subscription_details as Tree | undefined;
      const subscription = subscriptions.get(String(details?.subscription ?? ''));
      if (subscription && subscription.status === 'past_due') {
        subscription.status = 'active';
        events.push(event('customer.subscription.updated', subscription, { status: 'past_due' }));
      }
      return events;
    },

    cancel(subscriptionId, options = {}) {
      const subscription = must(subscriptions, subscriptionId, 'subscription');
      if (options.atPeriodEnd) {
        subscription.cancel_at_period_end = !options.viaCancelAt;
        subscription.cancel_at = periodEnd(subscription);
        return [
          event('customer.subscription.updated', subscription, {
            cancel_at_period_end: false,
            cancel_at: null,
          }),
        ];
      }
      subscription.status = 'canceled';
      subscription.canceled_at = now();
      subscription.ended_at = now();
      return [event('customer.subscription.deleted', subscription)];
    },

    renewPlan(subscriptionId) {
      const subscription = must(subscriptions, subscriptionId, 'subscription');
      const previous = {
        cancel_at_period_end: subscription.cancel_at_period_end,
        cancel_at: subscription.cancel_at,
      };
      subscription.cancel_at_period_end = false;
      subscription.cancel_at = null;
      return [event('customer.subscription.updated', subscription, previous)];
    },

    scheduleChange(subscriptionId, priceId) {
      const subscription = must(subscriptions, subscriptionId, 'subscription');
      must(prices, priceId, 'price');
      const item = subscriptionItems(subscription)[0]!;
      const end = periodEnd(subscription);
      const schedule: StripeObject = {
        id: newId('sub_sched'),
        object: 'subscription_schedule',
        customer: subscription.customer,
        subscription: subscription.id,
        status: 'active',
        end_behavior: 'release',
        phases: [
          {
            start_date: item.current_period_start,
            end_date: end,
            items: [{ price: (item.price as Tree).id, quantity: item.quantity }],
            proration_behavior: 'none',
          },
          {
            start_date: end,
            end_date: addMonth(end),
            items: [{ price: priceId, quantity: 1 }],
            proration_behavior: 'none',
          },
        ],
        created: now(),
        livemode: false,
      };
      schedules.set(schedule.id, schedule);
      subscription.schedule = schedule.id;
      return [
        event('subscription_schedule.created', schedule),
        event('customer.subscription.updated', subscription, { schedule: null }),
      ];
    },

    releaseSchedule(subscriptionId) {
      const subscription = must(subscriptions, subscriptionId, 'subscription');
      const schedule = must(
        schedules,
        String(subscription.schedule ?? ''),
        'subscription_schedule',
      );
      schedule.status = 'released';
      schedule.released_subscription = subscription.id;
      subscription.schedule = null;
      return [
        event('subscription_schedule.released', schedule),
        event('customer.subscription.updated', subscription, { schedule: schedule.id }),
      ];
    },

    changePrice(subscriptionId, priceId) {
      const subscription = must(subscriptions, subscriptionId, 'subscription');
      const price = must(prices, priceId, 'price');
      const item = subscriptionItems(subscription)[0]!;
      const previous = { items: clone(subscription.items) };
      const before = Number((item.price as Tree).unit_amount);
      item.price = clone(price);
      const proration = Math.max(0, Number(price.unit_amount) - before);
      const invoice = makeInvoice(subscription, 'subscription_update', true, proration);
      return [
        event('customer.subscription.updated', subscription, previous),
        event('invoice.paid', invoice),
      ];
    },

    event: (type, object) => event(type, object),
    refunds: () => [...refunds.values()],
  };

  return { handler, controls };
}
