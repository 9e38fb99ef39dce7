#!/usr/bin/env bash
# npm run check: each workspace's own check (typecheck, then lint of its files), then the whole
# tree's lint and format (root files too). `npm run check -w server` checks one workspace alone.
set -e
for w in contract server e2e web; do npm run --silent check -w "$w"; done
npx biome check .
