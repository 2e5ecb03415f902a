import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible server (MIA's adapter has no real one to reach from here): a real HTTP
 * server speaking POST /v1/chat/completions with the real request and response shapes, streamed
 * as server-sent events (`data: {chat.completion.chunk}` lines, then `data: [DONE]`), tool calls
 * included (id and name in the first delta, the arguments in pieces after, as OpenAI sends
 * them). Each request takes the next step of a script; the requests are recorded.
 */

export interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  messages: {
    role: 'system' | 'user' | 'assistant' | 'tool';
    content: string | null;
    tool_calls?: { id: string; type: 'function'; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  tools?: {
    type: 'function';
    function: { name: string; description: string; parameters: unknown };
  }[];
}

export type Step =
  /** Streams this text in a few pieces, then [DONE]. */
  | { text: string }
  /** Streams tool calls (finish_reason 'tool_calls'), then [DONE]. */
  | { toolCalls: { name: string; arguments: unknown }[] }
  /** Answers this status with OpenAI's error body. */
  | { status: number; retryAfter?: number }
  /** Accepts the request and never answers. */
  | { hang: true }
  /** Closes the connection without an answer. */
  | { drop: true }
  /** Sends the headers and one piece of text, then cuts the connection. */
  | { cutAfterText: string };

export interface RecordedRequest {
  body: ChatCompletionRequest;
  authorization: string | undefined;
}

export class FakeOpenAi {
  readonly requests: RecordedRequest[] = [];
  private steps: (Step | ((req: ChatCompletionRequest) => Step))[] = [];
  /** The step used when the script has run out. */
  fallback: Step = { status: 500 };
  private readonly server: Server;
  private readonly hanging = new Set<ServerResponse>();

  private constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  static async start(): Promise<FakeOpenAi> {
    const fake = new FakeOpenAi();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** The base URL to configure (OPENAI_BASE_URL). */
  get baseUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v1`;
  }

  script(...steps: (Step | ((req: ChatCompletionRequest) => Step))[]): void {
    this.steps = steps;
    this.requests.length = 0;
  }

  /**
   * The token counts the fake reports for a request (not a tokenizer's, but fixed by the
   * request): 100 per message sent, and 10 per word or tool call answered.
   */
  static usageOf(
    body: ChatCompletionRequest,
    step: Step,
  ): { prompt_tokens: number; completion_tokens: number } {
    const answered =
      'text' in step
        ? step.text.split(' ').length
        : 'toolCalls' in step
          ? step.toolCalls.length
          : 0;
    return { prompt_tokens: 100 * body.messages.length, completion_tokens: 10 * answered };
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
    this.requests.push({ body, authorization: req.headers.authorization });
    const next = this.steps.shift() ?? this.fallback;
    const step = typeof next === 'function' ? next(body) : next;

    if ('status' in step) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (step.retryAfter !== undefined) headers['retry-after'] = String(step.retryAfter);
      res.writeHead(step.status, headers);
      res.end(
        JSON.stringify({
          error: { message: `fake error ${step.status}`, type: 'server_error', code: null },
        }),
      );
      return;
    }
    if ('drop' in step) {
      req.socket.destroy();
      return;
    }
    if ('hang' in step) {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const id = `chatcmpl-${this.requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const send = (delta: Record<string, unknown>, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created,
          model: body.model,
          system_fingerprint: 'fp_fake',
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        })}\n\n`,
      );
    if ('cutAfterText' in step) {
      send({ role: 'assistant', content: step.cutAfterText });
      // Once the piece has reached the client: a connection lost mid-answer.
      setTimeout(() => res.destroy(), 100);
      return;
    }
    send({ role: 'assistant', content: '' });
    if ('toolCalls' in step) {
      step.toolCalls.forEach((call, index) => {
        const args = JSON.stringify(call.arguments);
        send({
          tool_calls: [
            {
              index,
              id: `call_${this.requests.length}_${index}`,
              type: 'function',
              function: { name: call.name, arguments: '' },
            },
          ],
        });
        const half = Math.ceil(args.length / 2);
        for (const part of [args.slice(0, half), args.slice(half)]) {
          send({ tool_calls: [{ index, function: { arguments: part } }] });
        }
      });
      send({}, 'tool_calls');
    } else {
      const words = step.text.split(/(?<= )/);
      for (const word of words) send({ content: word });
      send({}, 'stop');
    }
    if (body.stream_options?.include_usage) {
      // As OpenAI does: one more chunk with no choices and the request's token counts.
      const usage = FakeOpenAi.usageOf(body, step);
      res.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } })}\n\n`,
      );
    }
    res.write('data: [DONE]\n\n');
    res.end();
  }
}
