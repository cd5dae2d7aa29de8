import { buildApp } from './app.js';
import { ConfigError } from './config.js';

// A missing setting is told in one line naming it, not as a stack trace.
const app = await buildApp().catch((err: unknown) => {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
});
const close = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGINT', close);
process.on('SIGTERM', close);
await app.listen({ port: app.config.API_PORT, host: app.config.HOST });
