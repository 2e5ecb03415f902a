import { pipeline, Transform, type Readable, type TransformCallback } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The most of an over-limit body the server reads (and throws away) before it answers 413. A
 * client that sends its body in pieces is still writing when the answer is ready; a server that
 * answered and closed at once would reset the connection under it, and the client would see a
 * reset instead of its 413. Beyond this the server answers and closes anyway.
 */
export const DRAIN_LIMIT = 16 * 1024 * 1024;

const tooLarge = () => new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();

/** Reads a stream to its end, discarding what it carries; a client that gives up ends it too. */
function discard(stream: Readable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    stream.on('data', () => {});
    stream.once('end', done);
    stream.once('close', done);
    stream.once('error', done);
    stream.resume();
  });
}

/**
 * A body without a declared length: passes it on up to `limit` bytes, then reads the rest without
 * passing it on (up to DRAIN_LIMIT) and fails with 413 once the client has sent it all.
 */
class LimitedBody extends Transform {
  private received = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.received += chunk.length;
    if (this.received > DRAIN_LIMIT) callback(tooLarge());
    else if (this.received > this.limit) callback();
    else callback(null, chunk);
  }

  override _flush(callback: TransformCallback) {
    callback(this.received > this.limit ? tooLarge() : null);
  }
}

/** Multipart bodies are read by their routes as a stream, with limits of their own. */
const readByRoute = (request: FastifyRequest) =>
  /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * A body over the route's limit is answered 413 in the error shape after it has been received
 * (up to DRAIN_LIMIT), so the client, done sending, reads its answer on an open connection.
 */
async function bodyLimitPlugin(app: FastifyInstance) {
  app.addHook('preParsing', async (request, reply, payload) => {
    const { headers } = request;
    const length = headers['content-length'];
    if (headers['transfer-encoding'] === undefined && (length === undefined || length === '0')) {
      return payload;
    }
    if (readByRoute(request)) return payload;
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    if (length !== undefined) {
      // Node's parser holds the client to its declared length.
      const declared = Number(length);
      if (!(declared > limit)) return payload;
      if (declared <= DRAIN_LIMIT) await discard(payload);
      else reply.header('connection', 'close');
      throw tooLarge();
    }
    // A client that goes away mid-body ends the limited stream with an error too.
    return pipeline(payload, new LimitedBody(limit), () => {});
  });
}

export default fp(bodyLimitPlugin, { name: 'body-limit' });
