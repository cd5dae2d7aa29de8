# The API alone, built from its own folder plus shared-contracts (compiled into its bundle). The image holds the
# compiled API (dist/), its demonstration data (seed-data/) and its production dependencies only.
#   docker build -f api/api.Dockerfile -t botica-api .
FROM node:22-bookworm-slim AS build
WORKDIR /app
# The dependencies first, in the same steps in all six app Dockerfiles: the engine builds this layer once and every
# other app's image reuses it (only the manifests and the lockfile are copied for it, no app's code).
COPY package.json package-lock.json tsconfig.base.json ./
COPY shared-contracts/package.json shared-contracts/
COPY platform/package.json platform/
COPY api/package.json api/
COPY api/vendor/ api/vendor/
COPY host/package.json host/
COPY remote-catalog/package.json remote-catalog/
COPY remote-checkout/package.json remote-checkout/
COPY remote-account/package.json remote-account/
COPY remote-content/package.json remote-content/
# npm's download cache lives in the engine's build cache (BuildKit), not in the image: a lockfile change downloads
# only what changed, and the six images share it
RUN --mount=type=cache,id=botica-npm,target=/root/.npm npm ci --prefer-offline --workspace api --workspace host --workspace remote-catalog --workspace remote-checkout --workspace remote-account --workspace remote-content --no-audit --no-fund
# then the code: the API's folder plus shared-contracts
COPY shared-contracts/ shared-contracts/
COPY api/ api/
RUN npm run build --workspace api

FROM node:22-bookworm-slim AS app
ENV NODE_ENV=production HOST=0.0.0.0 API_PORT=4000 DATA_DIR=/data/pglite UPLOADS_DIR=/data/uploads
WORKDIR /app
# The root manifest and lockfile pin the versions; only the API's production dependencies are installed.
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY api/vendor/ api/vendor/
RUN --mount=type=cache,id=botica-npm,target=/root/.npm npm ci --prefer-offline --omit=dev --workspace api --no-audit --no-fund
COPY api/seed-data/ api/seed-data/
COPY --from=build /app/api/dist/ api/dist/
RUN mkdir -p /data/pglite /data/uploads && chown -R node:node /data
USER node
WORKDIR /app/api
EXPOSE 4000
CMD ["node", "dist/server.mjs"]
