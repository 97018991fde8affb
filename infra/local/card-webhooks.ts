import { createHmac, randomBytes } from 'node:crypto';
import { STRIPE_API_VERSION } from '../../lambdas/adapters/payments/stripe-client.ts';
import { PAYMENT_EVENT_TYPES, type PaymentEventType } from './card-payments.ts';
import { invalidRequest, list, metadataOf, missing, newId, rejectUnknown, text, unixSeconds, type Params } from './stripe-wire.ts';

/**
 * The local card processor's webhooks, as Stripe sends them: each change becomes an event
 * (`evt_…`, `type`, `created`, `data.object` as it was then), stored, and POSTed as JSON to every
 * endpoint that subscribes to its type, signed with that endpoint's secret
 * (`Stripe-Signature: t=<now>,v1=<HMAC-SHA256 of "t.body">`, a fresh timestamp on each attempt).
 * A delivery that fails (no answer, or not 2xx) is tried again after each of `retryDelaysMs`; one
 * still pending when the stack stops is resumed when it starts again (the state file keeps it).
 *
 * Endpoints: the one the stack configures (`webhookUrl`, secret `whsec_patina_local`: the gateway's
 * `POST /webhooks/payments`), and any made through Stripe's API (`POST /v1/webhook_endpoints`, which
 * answers its own secret), e.g. a test's listener. Stripe does not promise order nor single delivery,
 * so tests can ask for both (test-only, with the secret key): a redelivery of an event
 * (the same id and body, signed anew), and holding one customer's events to release them in reverse.
 */

/** The secret of the endpoint the local stack configures (`webhookUrl`); in AWS it is Stripe's `whsec_…`. */
export const LOCAL_WEBHOOK_SECRET = 'whsec_patina_local';
/** The id of the configured endpoint in deliveries and redeliveries. */
export const CONFIGURED_ENDPOINT_ID = 'we_patina_local';
/** Pauses before the second, third… attempts of a failed delivery (Stripe waits up to days). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [250, 1000, 4000, 15_000];

const DELIVERY_TIMEOUT_MS = 10_000;
const MAX_EVENTS = 1000;

interface StoredEvent {
  id: string;
  type: PaymentEventType;
  created: number;
  /** The customer the event is about, so that a test can hold one customer's events. */
  customer: string | null;
  /** The exact body every delivery sends. */
  payload: string;
}

interface StoredEndpoint {
  id: string;
  created: number;
  url: string;
  secret: string;
  enabled_events: string[];
  description: string | null;
  metadata: Record<string, string>;
}

/** The processor's events and endpoints, kept in its state file. */
export interface WebhooksState {
  events: Record<string, StoredEvent>;
  webhookEndpoints: Record<string, StoredEndpoint>;
  /** Deliveries not yet answered with a 2xx nor given up. */
  pendingDeliveries: { event: string; endpoint: string }[];
  /** Customers whose new events wait for a release (tests of out-of-order arrival). */
  heldEvents: Record<string, string[]>;
}

/** One delivery attempt: the endpoint's HTTP status, or null and why when it did not answer. */
export interface Delivery {
  event: string;
  type: string;
  endpoint: string;
  status: number | null;
  error?: string;
}

export interface WebhooksOptions {
  state: WebhooksState;
  now(): Date;
  save(): void;
  /** The stack's own endpoint, when it has one. */
  configured: { url: string; secret: string } | null;
  retryDelaysMs: readonly number[];
}

export interface Webhooks {
  /** Stores an event and sends it to its subscribers (or holds it for a held customer). */
  publish(type: PaymentEventType, object: unknown, customer: string | null): void;
  /** Answers `/v1/webhook_endpoints…` and `/v1/events/{id}`, or null when the path is not theirs. */
  route(method: string, segments: readonly string[], params: Params): [number, unknown] | null;
  /** Sends an event again, now, to its subscribers (or one endpoint); answers how each delivery went. */
  redeliver(eventId: string, endpointId?: string): Promise<Delivery[]>;
  /** Holds a customer's next events until `release`. */
  hold(customer: string): void;
  /** Sends a customer's held events, oldest or newest first, and stops holding; answers the deliveries. */
  release(customer: string, order: 'created' | 'reverse'): Promise<Delivery[]>;
  /** Starts the deliveries a previous run left pending. */
  resume(): void;
  /** Cancels retries and deliveries under way (the state file keeps them pending). */
  stop(): void;
}

export function createWebhooks(options: WebhooksOptions): Webhooks {
  const { state } = options;
  const timers = new Set<NodeJS.Timeout>();
  const stopping = new AbortController();

  function endpointOf(id: string): StoredEndpoint | null {
    if (id === CONFIGURED_ENDPOINT_ID) {
      const configured = options.configured;
      return configured
        ? { id, created: 0, url: configured.url, secret: configured.secret, enabled_events: [...PAYMENT_EVENT_TYPES], description: null, metadata: {} }
        : null;
    }
    return state.webhookEndpoints[id] ?? null;
  }

  function subscribers(type: string): StoredEndpoint[] {
    const all = [...(options.configured ? [endpointOf(CONFIGURED_ENDPOINT_ID)!] : []), ...Object.values(state.webhookEndpoints)];
    return all.filter((endpoint) => endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type));
  }

  function signatureHeader(secret: string, payload: string): string {
    const timestamp = unixSeconds(options.now());
    const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
    return `t=${timestamp},v1=${signature}`;
  }

  async function deliverOnce(eventId: string, endpointId: string): Promise<Delivery> {
    const event = state.events[eventId];
    const endpoint = endpointOf(endpointId);
    const delivery = { event: eventId, type: event?.type ?? 'unknown', endpoint: endpointId };
    if (!event || !endpoint) return { ...delivery, status: null, error: 'The event or the endpoint no longer exists.' };
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(endpoint.secret, event.payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: event.payload,
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { ...delivery, status: response.status };
    } catch (error) {
      return { ...delivery, status: null, error: (error as Error).message };
    }
  }

  const succeeded = (delivery: Delivery) => delivery.status !== null && delivery.status >= 200 && delivery.status < 300;

  function forget(eventId: string, endpointId: string): void {
    const index = state.pendingDeliveries.findIndex((p) => p.event === eventId && p.endpoint === endpointId);
    if (index >= 0) state.pendingDeliveries.splice(index, 1);
    options.save();
  }

  /** Delivers with retries; answers the first attempt (the retries go on in the background). */
  async function deliver(eventId: string, endpointId: string, attempt = 0): Promise<Delivery> {
    if (attempt === 0 && !state.pendingDeliveries.some((p) => p.event === eventId && p.endpoint === endpointId)) {
      state.pendingDeliveries.push({ event: eventId, endpoint: endpointId });
      options.save();
    }
    const delivery = await deliverOnce(eventId, endpointId);
    if (stopping.signal.aborted) return delivery;
    const gone = !state.events[eventId] || !endpointOf(endpointId);
    if (succeeded(delivery) || gone || attempt >= options.retryDelaysMs.length) {
      if (!succeeded(delivery) && !gone) console.warn(`local card processor: gave up delivering ${eventId} to ${endpointId} (${delivery.status ?? delivery.error})`);
      forget(eventId, endpointId);
      return delivery;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void deliver(eventId, endpointId, attempt + 1);
    }, options.retryDelaysMs[attempt]);
    timer.unref();
    timers.add(timer);
    return delivery;
  }

  function trimEvents(): void {
    const ids = Object.keys(state.events);
    if (ids.length <= MAX_EVENTS) return;
    const kept = new Set([...state.pendingDeliveries.map((p) => p.event), ...Object.values(state.heldEvents).flat()]);
    const oldest = ids.filter((id) => !kept.has(id)).sort((a, b) => state.events[a]!.created - state.events[b]!.created);
    for (const id of oldest.slice(0, ids.length - MAX_EVENTS)) delete state.events[id];
  }

  function endpointJson(endpoint: StoredEndpoint, withSecret: boolean) {
    return {
      id: endpoint.id,
      object: 'webhook_endpoint',
      api_version: STRIPE_API_VERSION,
      created: endpoint.created,
      description: endpoint.description,
      enabled_events: endpoint.enabled_events,
      livemode: false,
      metadata: endpoint.metadata,
      ...(withSecret ? { secret: endpoint.secret } : {}),
      status: 'enabled',
      url: endpoint.url,
    };
  }

  function createEndpoint(params: Params): StoredEndpoint {
    rejectUnknown(params, ['url', 'enabled_events', 'description', 'metadata', 'api_version', 'expand']);
    const url = text(params, 'url');
    if (!url) throw invalidRequest('Missing required param: url.', 'url');
    if (!/^https?:\/\/[^\s]+$/.test(url) || !URL.canParse(url)) throw invalidRequest('Invalid URL: url must be an absolute http(s) URL.', 'url', 400, 'url_invalid');
    const events = list(params, 'enabled_events');
    if (!events?.length) throw invalidRequest('Missing required param: enabled_events.', 'enabled_events');
    for (const type of events) {
      if (type !== '*' && !(PAYMENT_EVENT_TYPES as readonly string[]).includes(type)) {
        throw invalidRequest(`The local card processor sends only ${PAYMENT_EVENT_TYPES.join(', ')} (or *): it would never send ${type}.`, 'enabled_events');
      }
    }
    const endpoint: StoredEndpoint = {
      id: newId('we', 24),
      created: unixSeconds(options.now()),
      url,
      secret: `whsec_${randomBytes(24).toString('base64url').replace(/[-_]/g, '0')}`,
      enabled_events: events,
      description: text(params, 'description') ?? null,
      metadata: metadataOf(params),
    };
    state.webhookEndpoints[endpoint.id] = endpoint;
    options.save();
    return endpoint;
  }

  return {
    publish(type, object, customer) {
      const endpoints = subscribers(type);
      const id = newId('evt', 24);
      const created = unixSeconds(options.now());
      const event = {
        id,
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created,
        data: { object },
        livemode: false,
        pending_webhooks: endpoints.length,
        request: { id: null, idempotency_key: null },
        type,
      };
      state.events[id] = { id, type, created, customer, payload: JSON.stringify(event) };
      trimEvents();
      const held = customer ? state.heldEvents[customer] : undefined;
      if (held) {
        held.push(id);
        return options.save();
      }
      options.save();
      for (const endpoint of endpoints) void deliver(id, endpoint.id);
    },

    route(method, segments, params) {
      const [resource, id, action] = segments;
      if (resource === 'webhook_endpoints') {
        if (method === 'POST' && !id) return [200, endpointJson(createEndpoint(params), true)];
        if (method === 'GET' && !id) {
          const data = Object.values(state.webhookEndpoints).sort((a, b) => b.created - a.created).map((e) => endpointJson(e, false));
          return [200, { object: 'list', data, has_more: false, url: '/v1/webhook_endpoints' }];
        }
        const endpoint = id ? state.webhookEndpoints[id] : undefined;
        if (id && !action && !endpoint) throw missing('webhook_endpoint', id);
        if (method === 'GET' && endpoint && !action) return [200, endpointJson(endpoint, false)];
        if (method === 'DELETE' && endpoint && !action) {
          delete state.webhookEndpoints[endpoint.id];
          state.pendingDeliveries = state.pendingDeliveries.filter((p) => p.endpoint !== endpoint.id);
          options.save();
          return [200, { id: endpoint.id, object: 'webhook_endpoint', deleted: true }];
        }
      }
      if (resource === 'events' && method === 'GET' && id && !action) {
        const event = state.events[id];
        if (!event) throw missing('event', id);
        return [200, JSON.parse(event.payload)];
      }
      return null;
    },

    async redeliver(eventId, endpointId) {
      const event = state.events[eventId];
      if (!event) throw missing('event', eventId);
      const targets = endpointId ? [endpointOf(endpointId)] : subscribers(event.type);
      if (targets.some((t) => !t)) throw missing('webhook_endpoint', endpointId ?? '', 'endpoint');
      const deliveries: Delivery[] = [];
      for (const target of targets) deliveries.push(await deliverOnce(eventId, target!.id));
      return deliveries;
    },

    hold(customer) {
      state.heldEvents[customer] ??= [];
      options.save();
    },

    async release(customer, order) {
      const held = state.heldEvents[customer] ?? [];
      delete state.heldEvents[customer];
      options.save();
      const ids = order === 'reverse' ? [...held].reverse() : held;
      const deliveries: Delivery[] = [];
      for (const id of ids) {
        const event = state.events[id];
        if (!event) continue;
        for (const endpoint of subscribers(event.type)) deliveries.push(await deliver(id, endpoint.id));
      }
      return deliveries;
    },

    resume() {
      for (const { event, endpoint } of [...state.pendingDeliveries]) void deliver(event, endpoint);
    },

    stop() {
      stopping.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
