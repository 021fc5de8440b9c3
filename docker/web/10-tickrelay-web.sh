#!/bin/sh
# Run by the nginx image's /docker-entrypoint.sh before nginx starts (it runs every executable *.sh
# in /docker-entrypoint.d/). With a read-only root filesystem, /tmp is the only writable place, and in
# Kubernetes it is an empty volume: everything nginx writes is created here, at every start.
set -eu

RUNTIME_CONFIG_DIR=${RUNTIME_CONFIG_DIR:-/tmp/runtime}
export RUNTIME_CONFIG_DIR

for dir in conf.d client_temp proxy_temp fastcgi_temp uwsgi_temp scgi_temp; do
  mkdir -p "/tmp/nginx/$dir"
done

/usr/local/bin/render-nginx-config.sh /etc/nginx/tickrelay/default.conf.template \
  /tmp/nginx/conf.d/default.conf
/usr/local/bin/write-runtime-config.sh "$RUNTIME_CONFIG_DIR"
echo "tickrelay-web: nginx config rendered (port ${LISTEN_PORT:-8080}, api ${API_UPSTREAM:-api:3000}), runtime config written to $RUNTIME_CONFIG_DIR"
