import { buildApp } from './app.js';

const app = await buildApp();
const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ port: app.config.API_PORT, host: app.config.HOST });
