import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// The base of the tests' fake Stripe APIs: an HTTP server that records every request (Stripe's
// client sends form-encoded bodies) and answers what a subclass's `route` returns, in Stripe's
// JSON shapes. Pointed at with STRIPE_API_BASE.

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** Form fields as Stripe's client sends them ('capabilities[transfers][requested]'). */
  form: Record<string, string>;
  /** The URL's query (GET requests such as search). */
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
}

export interface FakeStripeReply {
  status: number;
  body: unknown;
}

/** Stripe's error body. */
export const stripeError = (
  status: number,
  error: { type: string; message: string; code?: string; decline_code?: string; param?: string },
): FakeStripeReply => ({ status, body: { error } });

export abstract class FakeStripeServer {
  readonly requests: FakeStripeRequest[] = [];
  /** The next request fails with a 400 invalid_request_error. */
  failNext = false;
  private server: Server | null = null;

  /** The answer to a request; null → Stripe's 404 for an unknown URL. */
  protected abstract route(request: FakeStripeRequest): FakeStripeReply | null;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const request: FakeStripeRequest = {
          method: req.method ?? '',
          path: url.pathname,
          form: Object.fromEntries(new URLSearchParams(raw)),
          query: Object.fromEntries(url.searchParams),
          headers: req.headers,
        };
        this.requests.push(request);
        let reply: FakeStripeReply | null;
        if (this.failNext) {
          this.failNext = false;
          reply = stripeError(400, { type: 'invalid_request_error', message: 'Simulated failure' });
        } else {
          reply =
            this.route(request) ??
            stripeError(404, {
              type: 'invalid_request_error',
              message: `Unrecognized request URL (${request.method}: ${request.path})`,
            });
        }
        res.writeHead(reply.status, {
          'content-type': 'application/json',
          'request-id': 'req_fake',
        });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

// ---- Stripe's shapes shared by the fakes -------------------------------------------------------

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A Refund as `POST /v1/refunds` answers it (and `charge.refunds.data` lists it). */
export function stripeRefund(id: string, form: Record<string, string>): Record<string, unknown> {
  return {
    id,
    object: 'refund',
    amount: Number(form.amount),
    balance_transaction: `txn_${id}`,
    charge: `ch_for_${form.payment_intent}`,
    created: nowSeconds(),
    currency: 'usd',
    destination_details: { card: { type: 'refund', reference_status: 'pending' }, type: 'card' },
    metadata: metadataOf(form),
    payment_intent: form.payment_intent,
    reason: form.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

/** A TransferReversal as `POST /v1/transfers/{id}/reversals` answers it. */
export function stripeTransferReversal(
  id: string,
  transferId: string,
  form: Record<string, string>,
): Record<string, unknown> {
  return {
    id,
    object: 'transfer_reversal',
    amount: Number(form.amount),
    balance_transaction: `txn_${id}`,
    created: nowSeconds(),
    currency: 'usd',
    destination_payment_refund: `pyr_${id}`,
    metadata: metadataOf(form),
    source_refund: null,
    transfer: transferId,
  };
}

/** `metadata[key]=value` form fields back into an object. */
export function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .filter(([k]) => k.startsWith('metadata['))
      .map(([k, v]) => [k.slice('metadata['.length, -1), v]),
  );
}
