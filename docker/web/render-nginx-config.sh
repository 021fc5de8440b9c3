#!/bin/sh
# Usage: render-nginx-config.sh <template> <output-file>
#
# Renders docker/nginx/default.conf.template by replacing exactly six placeholders: LISTEN_PORT,
# WEB_ROOT, API_UPSTREAM and RUNTIME_CONFIG_DIR with the variables of the same name, SITE_ORIGIN
# with PUBLIC_SITE_URL (the site's public origin, e.g. https://tickrelay.app) or, when that is
# unset, the request's own scheme and host, and REAL_IP_DIRECTIVES with realip directives for the
# proxies TRUSTED_PROXY_CIDRS lists (comma-separated addresses or CIDRs; empty or "none": no proxy
# in front, the peer is the client). nginx's own variables are written without braces in the
# template, so nothing else is touched. The web image runs this at start; the local harness does
# the same replacements itself (scripts/lib/stack.ts).
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
TRUSTED_PROXY_CIDRS=${TRUSTED_PROXY_CIDRS:-}

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

# The proxies whose X-Forwarded-For this nginx believes: addresses or CIDRs only (no hop count,
# no name), each becoming a set_real_ip_from; the client is then the rightmost address of the
# header that none of them owns.
REAL_IP_DIRECTIVES='# TRUSTED_PROXY_CIDRS is empty: no proxy in front, the peer is the client.'
if [ -n "$TRUSTED_PROXY_CIDRS" ] && [ "$TRUSTED_PROXY_CIDRS" != none ]; then
  REAL_IP_DIRECTIVES=''
  set -f # the entries are split on commas and spaces, never expanded as file names
  for entry in $(printf '%s' "$TRUSTED_PROXY_CIDRS" | tr ',' ' '); do
    printf '%s' "$entry" |
      grep -Eq '^([0-9]{1,3}(\.[0-9]{1,3}){3}(/[0-9]{1,2})?|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(/[0-9]{1,3})?)$' ||
      fail "TRUSTED_PROXY_CIDRS must list addresses or CIDRs (10.0.0.0/8, ::1), got '$entry'"
    REAL_IP_DIRECTIVES="${REAL_IP_DIRECTIVES}set_real_ip_from $entry; "
  done
  REAL_IP_DIRECTIVES="${REAL_IP_DIRECTIVES}real_ip_header X-Forwarded-For; real_ip_recursive on;"
fi

# The checks above leave no character that is special in a sed replacement or the | delimiter.
sed \
  -e "s|\${LISTEN_PORT}|$LISTEN_PORT|g" \
  -e "s|\${WEB_ROOT}|$WEB_ROOT|g" \
  -e "s|\${API_UPSTREAM}|$API_UPSTREAM|g" \
  -e "s|\${RUNTIME_CONFIG_DIR}|$RUNTIME_CONFIG_DIR|g" \
  -e "s|\${SITE_ORIGIN}|$SITE_ORIGIN|g" \
  -e "s|\${REAL_IP_DIRECTIVES}|$REAL_IP_DIRECTIVES|g" \
  "$template" >"$output.tmp"

if grep -n '\${[A-Za-z_][A-Za-z0-9_]*}' "$output.tmp" >&2; then
  rm -f "$output.tmp"
  fail "placeholders left unrendered in $template (listed above)"
fi
mv -f "$output.tmp" "$output"
