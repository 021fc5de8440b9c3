#!/bin/sh
# Usage: write-runtime-config.sh <dir>
#
# Writes <dir>/runtime-config.js, the classic script the SPA loads first, from the PUBLIC_* variables
# of the environment, so one build of the SPA serves every environment. The nginx image has no node,
# so the JSON escaping is done here: backslash, double quote and control characters per RFC 8259,
# <, > and & as \u escapes so a value can never close a <script> element or start an HTML comment,
# and U+2028/U+2029 so the file parses in every JavaScript engine.
set -eu

if [ "$#" -ne 1 ] || [ -z "$1" ]; then
  echo "usage: $0 <dir>" >&2
  exit 64
fi
out_dir=$1

# Which reCAPTCHA the SPA loads: the api's own script (local) or Google's (google). Unset: the api's
# RECAPTCHA_PROVIDER when this environment has it (the local harness shares one), else local, the
# api's default. Anything else would leave the SPA and the api disagreeing, so it stops the start.
recaptcha_provider=${PUBLIC_RECAPTCHA_PROVIDER:-${RECAPTCHA_PROVIDER:-local}}
case $recaptcha_provider in
  local | google) ;;
  *)
    echo "$0: PUBLIC_RECAPTCHA_PROVIDER must be local or google" >&2
    exit 64
    ;;
esac

# Bytes, not characters: multi-byte UTF-8 passes through untouched and sed never rejects a value.
LC_ALL=C
export LC_ALL

sed_script=$(mktemp "${TMPDIR:-/tmp}/runtime-config-sed.XXXXXX")
trap 'rm -f "$sed_script"' EXIT INT TERM

# Order matters: the backslash rule runs first so later rules' backslashes are not doubled.
{
  printf '%s\n' 's/\\/\\\\/g' 's/"/\\"/g' 's/</\\u003c/g' 's/>/\\u003e/g' 's/&/\\u0026/g'
  code=1
  while [ "$code" -le 31 ]; do
    # Newlines separate sed's input lines and are joined back as \n below.
    if [ "$code" -ne 10 ]; then
      char=$(printf "\\$(printf '%03o' "$code")")
      case $code in
        8) escaped='\\b' ;;
        9) escaped='\\t' ;;
        12) escaped='\\f' ;;
        13) escaped='\\r' ;;
        *) escaped=$(printf '\\\\u%04x' "$code") ;;
      esac
      printf 's/%s/%s/g\n' "$char" "$escaped"
    fi
    code=$((code + 1))
  done
  # U+2028 and U+2029 (as UTF-8 bytes) end a line in older JavaScript engines.
  printf 's/\342\200\250/\\\\u2028/g\n'
  printf 's/\342\200\251/\\\\u2029/g\n'
} >"$sed_script"

# Prints the value as a JSON string literal. The added trailing newline makes every line of the value
# a complete input line, so a value that itself ends with a newline keeps it.
json_string() {
  printf '"'
  printf '%s\n' "$1" | sed -f "$sed_script" | awk 'NR > 1 { printf "%s", "\\n" } { printf "%s", $0 }'
  printf '"'
}

mkdir -p "$out_dir"
tmp_file=$(mktemp "$out_dir/.runtime-config.js.XXXXXX")
{
  printf '%s\n' '// Written at container start by write-runtime-config.sh; do not edit.'
  printf 'window.__RUNTIME_CONFIG__ = {'
  printf '"telemetryEnabled":%s,' "$(json_string "${PUBLIC_TELEMETRY_ENABLED:-}")"
  printf '"recaptchaSiteKey":%s,' "$(json_string "${PUBLIC_RECAPTCHA_SITE_KEY:-}")"
  printf '"analyticsUrl":%s,' "$(json_string "${PUBLIC_ANALYTICS_URL:-}")"
  printf '"tagManagerUrl":%s,' "$(json_string "${PUBLIC_TAG_MANAGER_URL:-}")"
  printf '"adsConversionId":%s,' "$(json_string "${PUBLIC_ADS_CONVERSION_ID:-}")"
  printf '"iconServiceUrl":%s,' "$(json_string "${PUBLIC_ICON_SERVICE_URL:-}")"
  printf '"recaptchaProvider":%s' "$(json_string "$recaptcha_provider")"
  # Optional: unset means Google's script URL (the SPA's default), so it is written only when set.
  if [ -n "${PUBLIC_RECAPTCHA_SCRIPT_URL:-}" ]; then
    printf ',"recaptchaScriptUrl":%s' "$(json_string "$PUBLIC_RECAPTCHA_SCRIPT_URL")"
  fi
  printf '};\n'
} >"$tmp_file"
# Readable by the nginx worker whatever the umask; the rename makes the update atomic.
chmod 0644 "$tmp_file"
mv -f "$tmp_file" "$out_dir/runtime-config.js"
