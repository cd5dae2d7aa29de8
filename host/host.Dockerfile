# The host app alone, built from its own folder plus shared-contracts and platform (of the other apps, only the manifests of the shared dependency layer).
# The image holds only its build: dist/ (the browser's files), dist-ssr/ (the server renderer) and dist-server/
# (its compiled server, one file with everything it uses: no node_modules).
#   docker build -f host/host.Dockerfile -t botica-host .
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
# then the code: the app's folder plus shared-contracts and platform
COPY shared-contracts/ shared-contracts/
COPY platform/ platform/
COPY host/ host/
RUN npm run build --workspace host

FROM node:22-bookworm-slim AS app
ENV NODE_ENV=production HOST=0.0.0.0 HOST_PORT=3000
WORKDIR /app
COPY --from=build /app/host/dist/ dist/
COPY --from=build /app/host/dist-ssr/ dist-ssr/
COPY --from=build /app/host/dist-server/ dist-server/
USER node
EXPOSE 3000
CMD ["node", "dist-server/serve.mjs"]
