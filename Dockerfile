# One image for the whole shop: the API and the five static app servers (host + four remotes).
# Build: docker build -f Dockerfile -t botica-guarani .
# Targets: `api` (Fastify API) and `web` (APP=host|catalog|checkout|account|content).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json tsconfig.json ./
COPY shared-contracts/package.json shared-contracts/
COPY platform/package.json platform/
COPY api/package.json api/
COPY host/package.json host/
COPY remote-catalog/package.json remote-catalog/
COPY remote-checkout/package.json remote-checkout/
COPY remote-account/package.json remote-account/
COPY remote-content/package.json remote-content/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app /app
USER node

FROM runtime AS api
ENV API_PORT=4000 DATA_DIR=/data/pglite
WORKDIR /app/api
EXPOSE 4000
CMD ["node", "../node_modules/.bin/tsx", "src/server.ts"]

FROM runtime AS web
ENV APP=host
WORKDIR /app
EXPOSE 3000 3001 3002 3003 3004
CMD ["sh", "-c", "exec node node_modules/.bin/tsx platform/src/server/serve-app.ts \"$APP\""]
