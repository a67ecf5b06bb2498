# syntax=docker/dockerfile:1
#
# The site as one image (docs/deployment.md):
#   docker build -t consultancy-site .
#   docker run -d --name site -p 3000:3000 -v site-data:/data --stop-timeout 30 consultancy-site
#
# The server runs its TypeScript sources directly (Node 24 strips types) and
# imports the React build, so the image holds src/, the build and the
# production dependencies only. sharp and @node-rs/argon2 come as prebuilt
# linux glibc packages (x64 and arm64 are in package-lock.json): keep a
# Debian-based (glibc) image, not Alpine.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build: every dependency (Vite, React Router's compiler), then `npm run build`.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# 2. Production dependencies only (no Vite, no test tools, no `node` package:
#    the image's own Node 24 runs the server).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# 3. Runtime.
FROM ${NODE_IMAGE}
# NODE_ENV=production: React's production build on the server (as `npm start` sets it).
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY src/server ./src/server
COPY src/shared ./src/shared
# The command-line tasks: `docker exec site node scripts/user-admin.ts someone@example.com`.
COPY scripts ./scripts
COPY --from=build /app/build ./build
# The embedded database, local uploads and mail files live here unless
# DATABASE_URL and S3_* move them out; a named volume keeps this ownership.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# main.ts stops accepting, finishes in-flight requests and exits within 10 s
# of SIGTERM: give `docker stop` more than that (--stop-timeout 30).
STOPSIGNAL SIGTERM
# Liveness only (/healthz); load balancers should route on /readyz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The node flags of package.json's start line (docs/performance.md, "Memory").
CMD ["node", "--max-semi-space-size=16", "--liftoff-only", "--expose-gc", "src/server/main.ts"]
