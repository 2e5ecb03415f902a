import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyWebsocket from '@fastify/websocket';
import { CABLE_CLOSE } from '@camp/shared/realtime';
import { CABLE_LIMITS } from './cable.js';

const RESTART_FRAME = JSON.stringify({
  type: 'disconnect',
  reason: 'server_restart',
  reconnect: true,
});

/**
 * Websockets and the real-time bus (docs/decisions/0026-realtime-channel.md): connects the bus
 * (Redis pub/sub when REDIS_URL is set) before the app serves and closes it with the app. The
 * /cable route itself is modules/realtime.
 */
async function realtimePlugin(app: FastifyInstance) {
  // Added before @fastify/websocket's own preClose, which closes sockets without a code: clients
  // are told the server is restarting (1001) so they reconnect, to another instance if need be.
  app.addHook('preClose', async () => {
    for (const client of app.websocketServer.clients) {
      if (client.readyState !== client.OPEN) continue;
      client.send(RESTART_FRAME);
      client.close(CABLE_CLOSE.goingAway, 'server_restart');
    }
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: CABLE_LIMITS.maxFrameBytes, perMessageDeflate: false },
    // A client's broken frame (too large, bad opcode) is its problem, not a server error.
    errorHandler: (err, socket, request) => {
      request.log.info({ err }, 'websocket closed on a client error');
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });
  await app.ctx.realtime.start();
  app.addHook('onClose', async () => {
    await app.ctx.realtime.close();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['context'] });
