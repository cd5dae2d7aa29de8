import { readFileSync } from 'node:fs';
import { startSifenStandIn } from './sifen-stand-in.js';

/**
 * The SIFEN stand-in as a process (for the browser tests' own API): SIFEN_STANDIN_PORT, SIFEN_STANDIN_CERT (the
 * issuer's certificate, PEM) and SIFEN_STANDIN_TIMBRADOS (comma-separated). Prints its address when listening.
 */
const standIn = await startSifenStandIn({
  certPem: readFileSync(process.env.SIFEN_STANDIN_CERT!, 'utf8'),
  timbrados: (process.env.SIFEN_STANDIN_TIMBRADOS ?? '').split(',').filter(Boolean),
  port: Number(process.env.SIFEN_STANDIN_PORT ?? 0),
});
console.log(`sifen stand-in on ${standIn.url}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
