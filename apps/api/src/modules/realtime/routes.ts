import type { FastifyInstance } from 'fastify';
import { CABLE_PATH } from '@camp/shared/realtime';
import { AppError } from '../../lib/app-error.js';
import { bearerToken } from '../../plugins/auth.js';
import { CableHub } from './cable.js';

/**
 * GET /cable?token=<session token>: the real-time websocket (decision 0026), the token in the
 * query. Authentication happens on the open socket rather than before
 * the upgrade, so a refused client is told why ({type:'disconnect', reason:'unauthorized'}) and
 * stops reconnecting, where a refused upgrade looks like a network error to a browser.
 */
export const CABLE_UPGRADE_REQUIRED = 'This address takes WebSocket connections only.';

export async function realtimeRoutes(app: FastifyInstance) {
  const hub = new CableHub(app.ctx);
  app.addHook('onClose', async () => hub.stop());

  app.route({
    method: 'GET',
    url: CABLE_PATH,
    schema: { hide: true },
    // A plain GET (no upgrade) is told so in the error shape, not with an empty 404.
    handler: async () => {
      throw AppError.base(426, CABLE_UPGRADE_REQUIRED, 'upgrade_required');
    },
    wsHandler: (socket, request) => {
      hub.accept(socket, bearerToken(request), request.log);
    },
  });
}
