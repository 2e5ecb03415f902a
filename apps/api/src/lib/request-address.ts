import { requestContext } from '@fastify/request-context';

declare module '@fastify/request-context' {
  interface RequestContextData {
    /** The client's address (`request.ip`: the proxy's client when TRUST_PROXY is set). */
    ip: string;
  }
}

/**
 * The address of the request this code runs for, or undefined outside a request (a job, a CLI
 * command): the audit trail records where each change came from without every use case passing
 * it along.
 */
export function requestAddress(): string | undefined {
  return requestContext.get('ip');
}
