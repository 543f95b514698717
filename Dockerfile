# The Betframe server image used by compose.yaml (docs/operations.md). One image runs any number of processes;
# they share one world through DATABASE_URL.
FROM node:22-bookworm-slim
WORKDIR /app
COPY . .
RUN npm ci && npm run build
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    EXAMPLES_PORT=off
EXPOSE 8080
# One Node process (no npm wrapper), so SIGTERM reaches the server's graceful stop.
CMD ["node", "--import", "tsx", "server/src/main.ts"]
