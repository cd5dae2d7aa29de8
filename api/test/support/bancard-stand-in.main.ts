import { BancardStandIn } from './bancard-stand-in.js';

/**
 * The Bancard vPOS stand-in as a process (for the browser tests' own API): BANCARD_STANDIN_PORT, the shop's keys
 * (BANCARD_PUBLIC_KEY, BANCARD_PRIVATE_KEY) and BANCARD_STANDIN_CALLBACK, the shop's confirmation address, where each
 * decided payment's signed confirmation is POSTed. Prints its address when listening.
 */
const callback = process.env.BANCARD_STANDIN_CALLBACK!;
const standIn = new BancardStandIn({
  publicKey: process.env.BANCARD_PUBLIC_KEY!,
  privateKey: process.env.BANCARD_PRIVATE_KEY!,
  port: Number(process.env.BANCARD_STANDIN_PORT ?? 0),
  deliver: async (body) => {
    const res = await fetch(callback, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!res.ok) throw new Error(`the shop answered ${res.status} to the confirmation: ${await res.text()}`);
    return res.json();
  },
});
console.log(`bancard stand-in on ${await standIn.start()}`);
const stop = () => void standIn.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
