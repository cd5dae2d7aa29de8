/** Baseline for the API benchmark: a bare Fastify route answering a constant (no database, no plugins). */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { ok: true, result: 'constante' };
app.get('/constante', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 5216), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
