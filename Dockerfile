# syntax=docker/dockerfile:1
# The site and its lead pipeline in one image (docs/operations.md, "Deployment").
#   docker build -t marketing-site .
#   docker run -p 3000:3000 -v site-data:/data marketing-site
# The runtime stage holds what `sh deploy/install-runtime.sh` installs, the same script CI's Node LTS
# smoke (.ci/node-lts-smoke) runs and tests as a non-root user; keep the two on the same Node
# (/.node-version; tests/unit/deploy-files.test.ts checks).

FROM node:24.21.0-bookworm-slim AS build
WORKDIR /src
# Dependencies first, so a change of source alone reuses this layer.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# VITE_SITE_URL sets the canonical origin the pages are built for (docs/configuration.md).
ARG VITE_SITE_URL
RUN npm run build && sh deploy/install-runtime.sh /srv/site

FROM node:24.21.0-bookworm-slim AS runtime
# NODE_OPTIONS as deploy/marketing-site.service sets it (docs/operations.md, "Memory").
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-old-space-size=512 --max-semi-space-size=16" \
    PORT=3000 \
    DATA_DIR=/data
# The installed files belong to root and are read-only to the server; only /data is writable, and
# only by it: the server's own PostgreSQL there holds leads and password hashes (a new volume copies the mode).
COPY --from=build /srv/site /srv/site
RUN install -d -m 0700 -o node -g node /data
VOLUME ["/data"]
WORKDIR /srv/site
USER node
EXPOSE 3000
# Readiness: the database answers and the outbox worker runs (GET /readyz, from inside the container).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 CMD ["node", "build/node/healthcheck.mjs"]
# Node is PID 1 and gets SIGTERM itself (exec form, no shell or npm in between); it drains requests
# and deliveries within SHUTDOWN_TIMEOUT_SECONDS (10 s), inside Docker's default 10 s stop grace only
# if lowered: compose.yaml gives it 20 s.
CMD ["node", "build/node/server.mjs"]
