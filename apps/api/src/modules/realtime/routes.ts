import type { FastifyInstance } from 'fastify';
import { CABLE_PATH } from '@camp/shared/realtime';
import { bearerToken } from '../../plugins/auth.js';
import { CableHub } from './cable.js';

/**
 * GET /cable?token=<session token>: the real-time websocket (parent document, section 4;
 * second document, section 7). Authentication happens on the open socket rather than before
 * the upgrade, so a refused client is told why ({type:'disconnect', reason:'unauthorized'}) and
 * stops reconnecting, where a refused upgrade looks like a network error to a browser.
 */
export async function realtimeRoutes(app: FastifyInstance) {
  const hub = new CableHub(app.ctx);
  app.addHook('onClose', async () => hub.stop());

  app.get(CABLE_PATH, { websocket: true }, (socket, request) => {
    hub.accept(socket, bearerToken(request), request.log);
  });
}
