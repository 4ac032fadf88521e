# The ledger API image: build with the dev dependencies, run with the production ones only.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=8"
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY package.json ./
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# V8 flags NODE_OPTIONS does not take (test/support/api-heap-flags.ts).
CMD ["node", "--no-allocation-site-pretenuring", "dist/apps/ledger-api/apps/ledger-api/src/main.js"]
