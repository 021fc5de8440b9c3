#!/bin/sh
# Usage: render-nginx-config.sh <template> <output-file>
#
# Renders docker/nginx/default.conf.template by replacing exactly five placeholders: LISTEN_PORT,
# WEB_ROOT, API_UPSTREAM and RUNTIME_CONFIG_DIR with the variables of the same name, and SITE_ORIGIN
# with PUBLIC_SITE_URL (the site's public origin, e.g. https://tickrelay.app) or, when that is
# unset, the request's own scheme and host. nginx's own variables are written without braces in the
# template, so nothing else is touched. The web image runs this at
# start; the local harness may run it too, or do the same four replacements itself.
set -eu

if [ "$#" -ne 2 ]; then
  echo "usage: $0 <template> <output-file>" >&2
  exit 64
fi
template=$1
output=$2

fail() {
  echo "render-nginx-config: $*" >&2
  exit 1
}

[ -r "$template" ] || fail "cannot read template $template"

LISTEN_PORT=${LISTEN_PORT:-8080}
WEB_ROOT=${WEB_ROOT:-/usr/share/nginx/html}
API_UPSTREAM=${API_UPSTREAM:-api:3000}
RUNTIME_CONFIG_DIR=${RUNTIME_CONFIG_DIR:-/tmp/runtime}
PUBLIC_SITE_URL=${PUBLIC_SITE_URL:-}

# The values land inside nginx directives: refuse anything that could end or extend a directive.
case $LISTEN_PORT in
  '' | *[!0-9]*) fail "LISTEN_PORT must be a port number, got '$LISTEN_PORT'" ;;
esac
[ "$LISTEN_PORT" -ge 1 ] && [ "$LISTEN_PORT" -le 65535 ] || fail "LISTEN_PORT must be 1-65535"
for name in WEB_ROOT RUNTIME_CONFIG_DIR; do
  eval "value=\$$name"
  case $value in
    /*) ;;
    *) fail "$name must be an absolute path, got '$value'" ;;
  esac
  case $value in
    *[!A-Za-z0-9_./-]*) fail "$name may only hold letters, digits, '_', '.', '/' and '-'" ;;
  esac
done
case $API_UPSTREAM in
  '' | *[!A-Za-z0-9_.:-]*) fail "API_UPSTREAM must be host:port, got '$API_UPSTREAM'" ;;
esac

# An origin only (scheme, host, optional port; a trailing slash is dropped): it is written into
# pages, so nothing that could end a string, an attribute or the directive.
PUBLIC_SITE_URL=${PUBLIC_SITE_URL%/}
if [ -n "$PUBLIC_SITE_URL" ]; then
  printf '%s' "$PUBLIC_SITE_URL" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?$' ||
    fail "PUBLIC_SITE_URL must be an origin like https://tickrelay.app, got '$PUBLIC_SITE_URL'"
  SITE_ORIGIN=$PUBLIC_SITE_URL
else
  SITE_ORIGIN='$scheme://$tickrelay_request_host'
fi

# The checks above leave no character that is special in a sed replacement or the | delimiter.
sed \
  -e "s|\${LISTEN_PORT}|$LISTEN_PORT|g" \
  -e "s|\${WEB_ROOT}|$WEB_ROOT|g" \
  -e "s|\${API_UPSTREAM}|$API_UPSTREAM|g" \
  -e "s|\${RUNTIME_CONFIG_DIR}|$RUNTIME_CONFIG_DIR|g" \
  -e "s|\${SITE_ORIGIN}|$SITE_ORIGIN|g" \
  "$template" >"$output.tmp"

if grep -n '\${[A-Za-z_][A-Za-z0-9_]*}' "$output.tmp" >&2; then
  rm -f "$output.tmp"
  fail "placeholders left unrendered in $template (listed above)"
fi
mv -f "$output.tmp" "$output"
