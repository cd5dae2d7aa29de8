import { chromium, type FullConfig } from '@playwright/test';

/**
 * Before any spec of the composition: what a shopper's browser needs is reachable from the browser's side. A page of
 * the shop (http://localhost:3000) reads /remotes.json and, from that page (so with its origin, as the federation
 * runtime does), fetches every remote's manifest and the entry script it names; a remote whose answer is missing,
 * not JSON, or refused by CORS is asked again until it answers or the time is up. Looking from the machine's side
 * (Node on 127.0.0.1) is not enough: the browser reaches the remotes as `localhost`, through the published ports,
 * from another origin.
 */
const READY_TIMEOUT_MS = Number(process.env.COMPOSE_READY_TIMEOUT_MS ?? 120_000);

interface Check {
  remote: string;
  ok: boolean;
  detail: string;
}

export default async function composeReady(config: FullConfig) {
  const use = config.projects[0]?.use ?? {};
  const shop = use.baseURL ?? 'http://localhost:3000';
  const browser = await chromium.launch(use.launchOptions);
  const started = Date.now();
  // the context the specs' pages get (the config's `use`): a header of the tests' own added there would turn these
  // cross-origin fetches into preflighted ones, which the remotes do not answer, and this check fails first
  const context = await browser.newContext({ extraHTTPHeaders: use.extraHTTPHeaders, locale: use.locale });
  try {
    let last: Check[] = [];
    while (Date.now() - started < READY_TIMEOUT_MS) {
      // a new page each round: nothing a failed round kept (a socket, an answer) is reused
      const page = await context.newPage();
      try {
        const res = await page.goto(`${shop}/remotes.json`, { timeout: 10_000 }).catch(() => null);
        if (res?.ok()) {
          last = await page.evaluate(async () => {
            const remotes = (await (await fetch('/remotes.json', { cache: 'no-store' })).json()) as Record<string, string>;
            return Promise.all(
              Object.entries(remotes).map(async ([remote, manifestUrl]) => {
                try {
                  const manifest = await fetch(manifestUrl, { cache: 'no-store', mode: 'cors' });
                  if (!manifest.ok) return { remote, ok: false, detail: `${manifestUrl}: ${manifest.status}` };
                  const meta = ((await manifest.json()) as { metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } } }).metaData;
                  const entryName = meta?.remoteEntry?.name;
                  if (!entryName) return { remote, ok: false, detail: `${manifestUrl}: sin remoteEntry` };
                  const base = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : new URL('./', manifestUrl).toString();
                  const entryUrl = new URL([meta.remoteEntry?.path, entryName].filter(Boolean).join('/'), base).toString();
                  const entry = await fetch(entryUrl, { cache: 'no-store', mode: 'cors' });
                  return { remote, ok: entry.ok, detail: `${entryUrl}: ${entry.status}` };
                } catch (error) {
                  return { remote, ok: false, detail: `${manifestUrl}: ${(error as Error).message}` };
                }
              }),
            );
          });
          if (last.length > 0 && last.every((c) => c.ok)) {
            console.log(`[compose] desde el navegador, en ${((Date.now() - started) / 1000).toFixed(1)} s: ${last.map((c) => c.remote).join(', ')} responden`);
            return;
          }
        } else {
          last = [{ remote: 'host', ok: false, detail: `${shop}/remotes.json: ${res?.status() ?? 'sin respuesta'}` }];
        }
      } finally {
        await page.close();
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    const failing = last.filter((c) => !c.ok).map((c) => `${c.remote} (${c.detail})`);
    throw new Error(`El navegador no alcanza ${failing.join(', ') || 'la tienda'} en ${READY_TIMEOUT_MS / 1000} s: ningún spec corre así.`);
  } finally {
    await context.close();
    await browser.close();
  }
}
