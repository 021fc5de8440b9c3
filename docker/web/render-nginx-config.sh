#!/bin/sh
# Usage: render-nginx-config.sh <template> <output-file>
#
# Renders docker/nginx/default.conf.template by replacing exactly four placeholders with the variables
# of the same name: LISTEN_PORT, WEB_ROOT, API_UPSTREAM and RUNTIME_CONFIG_DIR. nginx's own variables
# are written without braces in the template, so nothing else is touched. The web image runs this at
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

# The checks above leave no character that is special in a sed replacement or the | delimiter.
sed \
  -e "s|\${LISTEN_PORT}|$LISTEN_PORT|g" \
  -e "s|\${WEB_ROOT}|$WEB_ROOT|g" \
  -e "s|\${API_UPSTREAM}|$API_UPSTREAM|g" \
  -e "s|\${RUNTIME_CONFIG_DIR}|$RUNTIME_CONFIG_DIR|g" \
  "$template" >"$output.tmp"

if grep -n '\${[A-Za-z_][A-Za-z0-9_]*}' "$output.tmp" >&2; then
  rm -f "$output.tmp"
  fail "placeholders left unrendered in $template (listed above)"
fi
mv -f "$output.tmp" "$output"
