# syntax=docker/dockerfile:1
# TickRelay api and worker: one image, the role is the command.
#   api (default)  node dist/main.js                  PORT (3000): /api/..., /api/health/*, /metrics
#   worker         node dist/worker.js                WORKER_PORT (3001): /health/*, /metrics
#   migrate        node dist/database/migrate.cli.js  creates the database if missing, then migrates
# Build from the repository root: docker build -f docker/api.Dockerfile -t tickrelay-api .

# Some dependencies (@supabase/*) need Node 22+; 24 is the active LTS line.
ARG NODE_IMAGE=node:24-bookworm-slim

# --- every dependency the build needs (backend and root dev tools such as tsc) -------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# The lockfile covers every workspace, so each workspace's manifest must be present; npm ci installs
# exactly what it locks.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY testing/package.json testing/
COPY e2e/package.json e2e/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace backend --include-workspace-root --no-audit --no-fund

# --- compile ---------------------------------------------------------------------------------------
FROM deps AS build
COPY tsconfig.base.json ./
# The backend build compiles the shared contracts first (contracts/dist), which the api loads.
COPY contracts/ contracts/
COPY backend/ backend/
RUN npm run build -w backend

# --- production dependencies only ----------------------------------------------------------------
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY testing/package.json testing/
COPY e2e/package.json e2e/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace backend --omit=dev --no-audit --no-fund \
    && rm -rf frontend e2e testing
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/backend/dist backend/dist
# Member-only downloads, served by the api through signed links (never by the web container).
COPY backend/assets/ backend/assets/

# --- runtime ---------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# tini as PID 1 forwards SIGTERM to node and reaps zombies, so graceful shutdown works everywhere.
RUN apt-get update \
    && apt-get install -y --no-install-recommends tini \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    WORKER_PORT=3001
WORKDIR /app/backend
# Owned by root and read-only for the app user: the container can run with a read-only root fs.
COPY --from=prod-deps /app /app
COPY docker/api/healthcheck.cjs /app/healthcheck.cjs
# The image's "node" user, by number so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 3000 3001
# Probes the api; the worker and migrate services override or disable it (docker-compose.yml).
HEALTHCHECK --interval=10s --timeout=4s --start-period=20s --retries=3 \
    CMD ["node", "/app/healthcheck.cjs"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/main.js"]
