# syntax=docker/dockerfile:1
# TickRelay web: nginx serving the built SPA, /api/ proxied to the api, runtime config from env.
# Build from the repository root: docker build -f docker/web.Dockerfile -t tickrelay-web .
#
# Environment at run time:
#   LISTEN_PORT (8080), API_UPSTREAM (api:3000, host:port of the api), RUNTIME_CONFIG_DIR (/tmp/runtime)
#   PUBLIC_SITE_URL (the site's origin, e.g. https://tickrelay.app; unset: the request's scheme and
#   host) -> written by nginx into the prerendered pages, sitemap.xml, robots.txt and the RSS feeds
#   PUBLIC_TELEMETRY_ENABLED, PUBLIC_RECAPTCHA_SITE_KEY, PUBLIC_ANALYTICS_URL,
#   PUBLIC_TAG_MANAGER_URL, PUBLIC_ADS_CONVERSION_ID, PUBLIC_ICON_SERVICE_URL  -> /runtime-config.js

ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

# --- dependencies of the frontend build (vite, and tsc from the root) ------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY content/package.json content/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY testing/package.json testing/
COPY e2e/package.json e2e/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --workspace frontend --workspace content --include-workspace-root --no-audit --no-fund

# --- build the SPA ---------------------------------------------------------------------------------
FROM deps AS build
COPY tsconfig.base.json ./
# The shared contracts are TypeScript sources the SPA build compiles in (vite.config.ts alias).
COPY contracts/ contracts/
# Docs, blog, pages and code snippets as Markdown, rendered into frontend/src/generated first.
COPY content/ content/
COPY frontend/ frontend/
RUN npm run build -w content && npm run build -w frontend

# --- runtime: unprivileged nginx (uid 101, port 8080) ----------------------------------------------
FROM ${NGINX_IMAGE} AS runtime
ENV LISTEN_PORT=8080 \
    WEB_ROOT=/usr/share/nginx/html \
    API_UPSTREAM=api:3000 \
    RUNTIME_CONFIG_DIR=/tmp/runtime \
    PUBLIC_SITE_URL="" \
    PUBLIC_TELEMETRY_ENABLED="" \
    PUBLIC_RECAPTCHA_SITE_KEY="" \
    PUBLIC_ANALYTICS_URL="" \
    PUBLIC_TAG_MANAGER_URL="" \
    PUBLIC_ADS_CONVERSION_ID="" \
    PUBLIC_ICON_SERVICE_URL=""
COPY docker/nginx/nginx.conf /etc/nginx/nginx.conf
COPY docker/nginx/default.conf.template /etc/nginx/tickrelay/default.conf.template
COPY --chmod=0755 docker/web/render-nginx-config.sh /usr/local/bin/render-nginx-config.sh
COPY --chmod=0755 docker/web/write-runtime-config.sh /usr/local/bin/write-runtime-config.sh
COPY --chmod=0755 docker/web/10-tickrelay-web.sh /docker-entrypoint.d/10-tickrelay-web.sh
COPY --from=build /app/frontend/dist /usr/share/nginx/html
# Only our server block is served: the stock one would listen on the same port. Nothing in the image
# is written at run time (everything goes to /tmp), so the root filesystem may be read-only.
USER root
RUN rm -f /etc/nginx/conf.d/default.conf
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
    CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}/healthz" || exit 1
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
