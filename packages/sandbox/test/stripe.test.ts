import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeStripeForm, startSandbox, type Sandbox } from '../src/index.js';

let sb: Sandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => sb.close());

function call(
  method: string,
  path: string,
  body?: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${sb.stripeApiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sb.stripe.secretKey}`,
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    ...(body ? { body: new URLSearchParams(body).toString() } : {}),
  });
}

describe('Stripe stand-in', () => {
  it('listens on loopback', () => {
    expect(sb.stripeApiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('decodes form bodies as the SDK encodes them', () => {
    expect(
      decodeStripeForm(
        'mode=payment&line_items[0][price_data][unit_amount]=900&line_items[0][quantity]=1&metadata[orgId]=o1&expand[]=a&expand[]=b',
      ),
    ).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { unit_amount: '900' }, quantity: '1' }],
      metadata: { orgId: 'o1' },
      expand: ['a', 'b'],
    });
  });

  it('refuses a missing or wrong key like Stripe', async () => {
    const missing = await fetch(`${sb.stripeApiUrl}/v1/customers/cus_x`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: { type: string } }).error.type).toBe(
      'invalid_request_error',
    );
    const wrong = await call('GET', '/v1/customers/cus_x', undefined, {
      authorization: 'Bearer sk_test_other',
    });
    expect(wrong.status).toBe(401);
  });

  it('creates, updates and retrieves customers; unknown ids are resource_missing', async () => {
    const created = await call('POST', '/v1/customers', {
      email: 'a@example.com',
      'metadata[orgId]': 'org-1',
      'address[country]': 'ES',
    });
    expect(created.status).toBe(200);
    const customer = (await created.json()) as { id: string; object: string };
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'a@example.com',
      metadata: { orgId: 'org-1' },
      address: { country: 'ES' },
    });
    await call('POST', `/v1/customers/${customer.id}`, { name: 'Ana' });
    expect(await (await call('GET', `/v1/customers/${customer.id}`)).json()).toMatchObject({
      name: 'Ana',
      email: 'a@example.com',
    });
    const missing = await call('GET', '/v1/customers/cus_nope');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id' },
    });
  });

  it('validates Checkout sessions as Stripe does and replays idempotent requests', async () => {
    const recurringInPayment = await call('POST', '/v1/checkout/sessions', {
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Plan',
    });
    expect(recurringInPayment.status).toBe(400);
    expect(await recurringInPayment.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'line_items' },
    });
    const body = {
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2900',
      'line_items[0][price_data][product_data][name]': '100 credits',
      'metadata[checkoutSessionId]': 'ours-1',
    };
    const first = await call('POST', '/v1/checkout/sessions', body, { 'idempotency-key': 'k1' });
    const second = await call('POST', '/v1/checkout/sessions', body, { 'idempotency-key': 'k1' });
    const a = (await first.json()) as { id: string; url: string; amount_total: number };
    const b = (await second.json()) as { id: string };
    expect(b.id).toBe(a.id);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(a.amount_total).toBe(2900);
    expect(a.url.startsWith(`${sb.stripeApiUrl}/checkout/pay/`)).toBe(true);

    const events = sb.stripe.completeCheckout(a.id);
    expect(events.map((e) => e.type)).toEqual([
      'payment_intent.succeeded',
      'checkout.session.completed',
    ]);
    expect(events[1]!.data.object).toMatchObject({
      id: a.id,
      status: 'complete',
      payment_status: 'paid',
      metadata: { checkoutSessionId: 'ours-1' },
    });
    expect(() => sb.stripe.completeCheckout(a.id)).toThrow(/complete/);
  });

  it('runs a subscription: created, renewed, failed, cancelled; periods move a month', async () => {
    const created = await call('POST', '/v1/checkout/sessions', {
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Growth',
      'line_items[0][price_data][product_data][metadata][plan]': 'growth',
      'subscription_data[metadata][orgId]': 'org-2',
    });
    const session = (await created.json()) as { id: string };
    const events = sb.stripe.completeCheckout(session.id);
    const subscription = events[0]!.data.object;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      metadata: { orgId: 'org-2' },
    });
    const invoice = events.find((e) => e.type === 'invoice.paid')!.data.object;
    expect(invoice).toMatchObject({
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    const read = await call(
      'GET',
      `/v1/subscriptions/${subscription.id}?expand[0]=items.data.price.product`,
    );
    const item = ((await read.json()) as { items: { data: Array<Record<string, unknown>> } }).items
      .data[0]!;
    expect(item.price).toMatchObject({ product: { metadata: { plan: 'growth' } } });
    const start = Number(item.current_period_start);
    const renewal = sb.stripe.renew(subscription.id);
    expect(renewal.map((e) => e.type)).toEqual([
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    expect(renewal[0]!.data.object.billing_reason).toBe('subscription_cycle');
    expect(Number(renewal[0]!.data.object.period_start)).toBeGreaterThan(start + 27 * 86400);
    expect(sb.stripe.failPayment(subscription.id)[0]!.type).toBe('invoice.payment_failed');
    expect(sb.stripe.subscription(subscription.id)!.status).toBe('past_due');
    expect(sb.stripe.cancel(subscription.id).map((e) => e.type)).toEqual([
      'customer.subscription.deleted',
    ]);
  });

  it('an injected failure answers a Stripe api_error', async () => {
    sb.setFault('stripe', { failNext: 1, failStatus: 500 });
    const response = await call('GET', '/v1/customers/cus_x');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { type: 'api_error' } });
  });
});
