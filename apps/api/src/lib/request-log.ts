import { requestContext } from '@fastify/request-context';
import { REQUEST_ID_LOG_KEY } from './request-id.js';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The id of the request being served (`request.id`). */
    reqId: string;
  }
}

/**
 * A pino `mixin` giving every log line written while a request is served that request's id,
 * whichever logger writes it: the request's own logger binds it already, and the app's logger,
 * which services hold, gets it here from the request's async context.
 */
export function requestIdMixin(
  _line: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): Record<string, string> {
  const id = requestContext.get('reqId');
  if (id === undefined || REQUEST_ID_LOG_KEY in logger.bindings()) return {};
  return { [REQUEST_ID_LOG_KEY]: id };
}
