#!/usr/bin/env bash
# High or critical advisories in production dependencies fail (npm audit --omit=dev --audit-level=high).
# Where the registry's audit endpoint does not answer (or refuses the request), says so and passes.
set -uo pipefail
cd "$(dirname "$0")/.."
audit_out="$(timeout 180 npm audit --omit=dev --audit-level=high 2>&1)"
audit_rc=$?
printf '%s\n' "$audit_out"
if [ "$audit_rc" -eq 0 ]; then exit 0; fi
if [ "$audit_rc" -eq 124 ] || grep -qE 'audit endpoint returned an error|ENOTFOUND|ETIMEDOUT|ECONNREFUSED|ECONNRESET|EAI_AGAIN|network request' <<<"$audit_out"; then
  echo "dependency audit: NOT CHECKED — the registry's audit endpoint is not available here (exit $audit_rc); the run goes on"
  exit 0
fi
echo "dependency audit: high or critical advisories in production dependencies"
exit "$audit_rc"
