#!/usr/bin/env bash
# npm run check: typecheck every workspace, then lint.
set -e
for w in contract server e2e; do npx tsc -p "$w"; done
(cd web && npx react-router typegen >/dev/null && npx tsc -p .)
npx biome check .
