# syntax=docker/dockerfile:1
# Camp Concierge as one image: the API, serving the built web app, started as
# `node apps/api/dist/server.js` (the command CI starts the same way, with NODE_ENV=production, in
# apps/api/test/platform/production-start.test.ts). Configured only through the environment
# (README, "Configuration"; .env.example). Three stages: the build (every dependency, the web app
# and the API bundle), the API's production dependencies alone, and the image that runs them as
# the unprivileged user `node`. Linted in CI by `npm run lint:docker`.

# The Node version the project is built and tested on (scripts/node24.sh).
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts/build.mjs scripts/
COPY packages/shared packages/shared
COPY apps/api apps/api
COPY apps/web apps/web
RUN node scripts/build.mjs --force

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
# The API's runtime dependencies only (the web app's are bundled into its files, @camp/shared
# into the API's). A package npm could not hoist lands in apps/api/node_modules, which must
# exist for the copy below even when empty.
RUN npm ci --omit=dev --workspace=@camp/api --no-audit --no-fund \
  && mkdir -p apps/api/node_modules \
  && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/var/lib/camp
WORKDIR /app
COPY --from=production-dependencies /app/node_modules node_modules
COPY --from=production-dependencies /app/apps/api/node_modules apps/api/node_modules
COPY package.json ./
COPY apps/api/package.json apps/api/
# Read at run time: the migrations applied at start-up (and their journal, for /health/ready).
COPY apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: the generated secrets and the files when JWT_SECRET, TOTP_ENCRYPTION_KEY,
# DATA_ENCRYPTION_KEYS or S3_BUCKET are unset (several instances need them set), and the
# embedded database without DATABASE_URL.
RUN mkdir -p /var/lib/camp && chown node:node /var/lib/camp
VOLUME ["/var/lib/camp"]
USER node
EXPOSE 3000
# Liveness: the process serves. Routing follows /health/ready (the proxy's own check), so an
# outage of the database takes instances out of rotation without marking them unhealthy.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops cleanly on SIGTERM (docker stop) within its own bounds.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
