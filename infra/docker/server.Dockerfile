# syntax=docker/dockerfile:1
# The storefront server image (issue 28): the compiled server, the shell and the remotes' builds (release zero; later
# releases come from the artefact store), production dependencies only, run as the unprivileged `node` user.
# Build from the repository root:  docker build -f infra/docker/server.Dockerfile -t storefront-server .
# Node 22 LTS (Node 20 left support in April 2026).

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1
COPY . .
# The whole workspace installs together (npm workspaces share one lockfile); the build compiles the server with
# esbuild and the front end with rspack, then checks the first-load budgets.
RUN npm ci --no-audit --no-fund && npm run build
# Only what runs: production dependencies, compiled output, migrations, the message catalogues.
RUN npm prune --omit=dev --no-audit --no-fund \
 && mkdir -p /out \
 && cp -r package.json node_modules /out/ \
 && mkdir -p /out/infra/server /out/shell \
 && cp -r infra/server/package.json infra/server/dist infra/server/drizzle /out/infra/server/ \
 && cp -r shell/package.json shell/dist /out/shell/ \
 && for remote in mfe-*; do mkdir -p "/out/$remote" && cp -r "$remote/package.json" "$remote/dist" "/out/$remote/"; done

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production APP_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build --chown=node:node /out/ /app/
# The embedded database and generated images live under .data when no DATABASE_URL is set (one instance only).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Liveness only: the orchestrator's readiness probe (/healthz/ready) decides about traffic.
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "infra/server/dist/main.js"]
