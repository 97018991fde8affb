import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A webhook endpoint of a test's own: a loopback HTTP server that records every request the payment
 * provider POSTs to it (the raw body, its `Stripe-Signature`), and answers 200 unless the test's
 * `answer` says otherwise (e.g. 500 to make the provider retry).
 */

export interface ReceivedWebhook {
  /** The body exactly as it arrived (what the signature covers). */
  body: string;
  signature: string | undefined;
  /** The body parsed. */
  event: { id: string; type: string; created: number; data: { object: Record<string, any> } };
  /** What the listener answered. */
  status: number;
}

export interface WebhookListener {
  url: string;
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startWebhookListener(answer: (event: ReceivedWebhook['event']) => number = () => 200): Promise<WebhookListener> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const event = JSON.parse(body) as ReceivedWebhook['event'];
      const status = answer(event);
      const signature = req.headers['stripe-signature'];
      received.push({ body, signature: typeof signature === 'string' ? signature : undefined, event, status });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ received: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The deliveries of events about one PaymentIntent (its own events, and its charges'). */
export function deliveriesFor(listener: WebhookListener, paymentIntentId: string, type?: string): ReceivedWebhook[] {
  return listener.received.filter((w) => {
    const object = w.event.data.object;
    const about = object.object === 'payment_intent' ? object.id : object.payment_intent;
    return about === paymentIntentId && (!type || w.event.type === type);
  });
}
