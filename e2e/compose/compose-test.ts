import { test as shopTest } from '../support/test';

export * from '../support/test';

/**
 * The suite's `test` for the composition, plus what a failed test needs to be understood without its trace: every
 * request the browser could not complete (address, method, Chromium's error) and every page error, printed with the
 * failure. A remote that the browser could not reach names itself here.
 */
export const test = shopTest.extend<{ browserFailures: string[] }>({
  // The specs' own calls to the shop (the `request` fixture) carry the sandbox console's operator password; the
  // browser's requests do not (see playwright.compose.config.ts: a header of ours would make every cross-origin fetch
  // of the page a preflighted one).
  request: [
    async ({ playwright, baseURL }, use) => {
      const password = process.env.SANDBOX_PASSWORD;
      const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: password ? { 'X-Sandbox-Password': password } : {} });
      await use(request);
      await request.dispose();
    },
    { scope: 'test' },
  ],
  browserFailures: [
    async ({ context }, use, testInfo) => {
      const failures: string[] = [];
      const at = () => new Date().toISOString().slice(11, 23);
      context.on('requestfailed', (request) => failures.push(`${at()} ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? '?'}`));
      context.on('weberror', (error) => failures.push(`${at()} error de página: ${error.error().message}`));
      await use(failures);
      if (testInfo.status !== testInfo.expectedStatus && failures.length > 0) {
        const text = failures.join('\n');
        console.log(`\nLo que el navegador no obtuvo en «${testInfo.title}»:\n${text}`);
        await testInfo.attach('browser-failures', { body: text, contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});
