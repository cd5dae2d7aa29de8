// The checkout as a shopper goes through it, driven with puppeteer for `npm run bench:lighthouse`:
// - the steps inside /carrito (no navigation), each measured as a Lighthouse user-flow timespan (TBT and CLS; a
//   timespan has no LCP), in a new browser profile per run;
// - what the pages reached after placing an order need (a placed order, a pending card payment), made through the
//   checkout itself, so the API makes them as it makes a shopper's.
import { startFlow } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';

const DEMO_CUSTOMER = { mail: 'cliente@farmacia.test', password: 'Demo1234' };
const CLIENT_AUTH = 'Bearer botica-web-1.10.13';
/** The sandbox's approved test card (api/src/modules/payments/README.md). */
const APPROVED_CARD = { numero: '4242 4242 4242 4242', vencimiento: '12/39', cvv: '123' };
const STEP_TIMEOUT = 60_000;
/** Lighthouse's window after its viewport event (`core/computed/metrics/cumulative-layout-shift.js` in the lighthouse package). */
const RECENT_INPUT_WINDOW_MS = 500;
/** LH_CPU: the CPU slowdown of every Lighthouse run instead of the mobile profile's 4x (lighthouse.mjs). */
export const cpuSlowdown = process.env.LH_CPU ? Number(process.env.LH_CPU) : undefined;
/** The flags that apply LH_CPU to a run (its network stays the mobile profile's); none without it. */
export const cpuFlags = cpuSlowdown ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {};

/**
 * In the browser: the demo customer logged in with `count` popular products in the cart, which is written to the
 * server (the cart, decision 079). The browser's cache is not emptied here.
 * With `inStock`, the products are the most popular ones the engine sells for a delivery to the customer's first
 * address (an order can be placed with them: the bench's own orders use up the stock of the first ones).
 */
export async function logInWithCart(browser, baseUrl, count, { inStock = false } = {}) {
  const page = await browser.newPage();
  try {
    // a document of the shop's origin without a policy of its own (the API's answers forbid fetching from them)
    await page.goto(`${baseUrl}/remotes.json`);
    await page.evaluate(
      async (items, auth, customer, inStock) => {
        const headers = { 'content-type': 'application/json', Authorization: auth };
        const login = await fetch('/api/customers/login', { method: 'POST', headers, body: JSON.stringify(customer) });
        if (!login.ok) throw new Error(`login ${login.status}`);
        const found = [];
        const address = inStock ? (await (await fetch('/api/direcciones', { headers })).json()).results[0] : null;
        for (let p = 1; p <= 5 && found.length < items; p++) {
          const top = (await (await fetch(`/api/productos/top?p=${p}`, { headers })).json()).results;
          if (!top.length) break;
          for (const product of top) {
            if (found.length === items) break;
            if (address) {
              if (product.esControlado || product.esRefrigerado) continue;
              const body = { items: [{ codigo: product.codigo, cantidad: 1 }], delivery: true, address: { codigo: address.codigo }, paymentMethod: { code: 1, name: 'efectivo' } };
              const calc = await fetch('/api/peticiones/calcular/web', { method: 'POST', headers, body: JSON.stringify(body) });
              const r = calc.ok ? (await calc.json()).result : null;
              if (!r || r.bloqueos.length || r.detallesSinStock.length || r.detalles.some((d) => d.esControlado || d.esRefrigerado)) continue;
            }
            found.push({ codigo: product.codigo, descripcion: product.descripcion, precio: product.precio, quantity: 1 });
          }
        }
        if (found.length < items) throw new Error(`only ${found.length} products in stock`);
        const saved = await fetch('/api/cart/actual', { method: 'PUT', headers, body: JSON.stringify({ oncologico: false, carrito: { items: found } }) });
        if (!saved.ok) throw new Error(`cart ${saved.status}`);
        // the customer's notification pop-up was seen already: it would cover the page
        localStorage.setItem('notificacionesPopupVistas', JSON.stringify({ 2: Date.now() }));
        return address?.nombre ?? null;
      },
      count,
      CLIENT_AUTH,
      DEMO_CUSTOMER,
      inStock,
    );
  } finally {
    await page.close();
  }
}

/**
 * Prepare of /carrito: the demo customer logged in with a cart of `count` popular products on the server
 * (logInWithCart).
 */
export function customerWithCart(count, options) {
  return async (port, baseUrl) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    try {
      await logInWithCart(browser, baseUrl, count, options);
    } finally {
      await browser.disconnect();
    }
  };
}

/**
 * Runs `prepare(port, baseUrl)` in a Chromium of its own (`launch`: chrome-launcher's options) and gives the
 * browser on `port` only what the shop keeps in a browser for the shopper: the cookies and the origin's
 * localStorage (set from a document without scripts, the API's `/api/health`). Answers what `prepare` answered.
 * Preparing in the measured browser would leave the shop's scripts known to its profile: its next visit spends
 * 100-200 ms (at 4x) on the main thread producing V8's code cache for the scripts it loads again, which a first
 * visit does not.
 */
export async function prepareElsewhere(prepare, port, baseUrl, launch) {
  const other = await chromeLauncher.launch(launch);
  let prepared;
  let cookies;
  let storage;
  try {
    prepared = await prepare(other.port, baseUrl);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${other.port}` });
    try {
      const page = await browser.newPage();
      cookies = (await (await page.createCDPSession()).send('Network.getAllCookies')).cookies;
      await page.goto(`${baseUrl}/api/health`);
      storage = await page.evaluate(() => Object.entries(localStorage));
    } finally {
      await browser.disconnect();
    }
  } finally {
    await other.kill();
  }
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    // the fields Network.setCookies takes; a session cookie stays one
    const settable = cookies.map((c) => ({
      name: c.name,
      value: c.value,
      domain: c.domain,
      path: c.path,
      secure: c.secure,
      httpOnly: c.httpOnly,
      ...(c.sameSite ? { sameSite: c.sameSite } : {}),
      ...(c.session ? {} : { expires: c.expires }),
    }));
    await cdp.send('Network.setCookies', { cookies: settable });
    await page.goto(`${baseUrl}/api/health`);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, storage);
    await page.close();
  } finally {
    await browser.disconnect();
  }
  return prepared;
}

/** Waits until the page has made no request for half a second and its main thread had an idle moment. */
async function settle(page) {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: STEP_TIMEOUT });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
}

/** The checkout page drawn and hydrated (its controls are disabled until then). */
async function checkoutReady(page) {
  await page.waitForSelector('[data-testid="cart-page"] fieldset.ck-controls:not([disabled])', { timeout: STEP_TIMEOUT });
  await settle(page);
}

/** The label of a radio whose text matches `pattern` (inside the radio group named `group`, when given). */
async function radioLabel(page, pattern, group) {
  const handle = await page.waitForFunction(
    (source, groupName) => {
      const scope = groupName ? document.querySelector(`[role="radiogroup"][aria-label="${groupName}"]`) : document;
      const labels = scope ? [...scope.querySelectorAll('label')] : [];
      return labels.find((l) => new RegExp(source).test((l.textContent ?? '').trim()) && l.querySelector('input[type="radio"]:not(:disabled)')) ?? null;
    },
    { timeout: STEP_TIMEOUT },
    pattern.source,
    group ?? null,
  );
  return handle.asElement();
}

/** Opens the payment group holding the method (a group other than the chosen method's is closed). */
async function openGroupOf(label) {
  await label.evaluate((l) => {
    const details = l.closest('details');
    if (details && !details.open) details.open = true;
  });
}

/** The customer's first address (the one the cart's products were found in stock for). */
async function firstAddress(page) {
  const handle = await page.waitForSelector('[role="radiogroup"][aria-label="Mis direcciones"] label', { timeout: STEP_TIMEOUT });
  return handle;
}

/** The visible, enabled 'Continuar' (on a small screen the bar fixed at the bottom holds it). */
async function continueButton(page) {
  const handle = await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].find(
        (b) => (b.textContent ?? '').trim() === 'Continuar' && !b.disabled && b.offsetParent !== null && b.closest('fieldset:disabled') === null,
      ) ?? null,
    { timeout: STEP_TIMEOUT },
  );
  return handle.asElement();
}

/** The first branch of the list (GET /sucursales): its department, city and name, as the selects offer them. */
async function firstBranch(page) {
  return page.evaluate(async (auth) => {
    const [branch] = (await (await fetch('/api/sucursales', { headers: { Authorization: auth } })).json()).results;
    return { departamento: branch.departamento, ciudad: branch.ciudad, sucursal: branch.descripcion };
  }, CLIENT_AUTH);
}

/** Picks the branch's department, city and the branch itself in the selects, one after the other. */
async function pickBranch(page, branch) {
  for (const [name, text] of [['Departamento', branch.departamento], ['Ciudad', branch.ciudad], ['Sucursal', branch.sucursal]]) {
    const selector = `select[aria-label="${name}"]`;
    const option = await page.waitForFunction(
      (s, t) => {
        const el = document.querySelector(s);
        return el && !el.disabled ? ([...el.options].find((o) => o.textContent.trim() === t) ?? null) : null;
      },
      { timeout: STEP_TIMEOUT },
      selector,
      text,
    );
    await page.select(selector, await option.evaluate((o) => o.value));
  }
  await page.waitForSelector('[data-testid="chosen-branch"]', { timeout: STEP_TIMEOUT });
}

/** A delivery to one of the customer's addresses, paid with the method whose text matches `method`; 'Continuar'. */
async function placeDeliveryOrder(page, method) {
  await (await firstAddress(page)).click();
  await page.waitForSelector('[role="radiogroup"][aria-label="Tipo de entrega"]', { timeout: STEP_TIMEOUT });
  await settle(page);
  const label = await radioLabel(page, method);
  await openGroupOf(label);
  await label.click();
  await settle(page);
  await (await continueButton(page)).click();
  await confirmSummary(page);
}

/**
 * 'Continuar' opens the order's summary (spec 000 §4 "Finish", a `role="dialog"` box): 'Confirmar pedido' places the
 * order. Builds from before the summary (28 November, morning) place it at 'Continuar' and leave /carrito: nothing to
 * confirm there, so the older build is measured the same way.
 */
async function confirmSummary(page) {
  const confirm = await page.waitForFunction(
    () =>
      location.pathname !== '/carrito' ||
      ([...document.querySelectorAll('[role="dialog"] button')].find((b) => (b.textContent ?? '').trim() === 'Confirmar pedido' && !b.disabled) ?? null),
    { timeout: STEP_TIMEOUT },
  );
  const button = confirm.asElement();
  if (button) await button.click();
}

/** Types the approved test card into the provider's frame (not yet paid). */
async function fillCard(page) {
  await page.waitForSelector('iframe[title="Pago con tarjeta"]', { timeout: STEP_TIMEOUT });
  let frame;
  for (let waited = 0; !frame && waited < STEP_TIMEOUT; waited += 100) {
    frame = page.frames().find((f) => f.url().includes('/sandbox/bancard/checkout/new?process_id='));
    if (!frame) await new Promise((r) => setTimeout(r, 100));
  }
  await frame.waitForSelector('input[name="numero"]', { timeout: STEP_TIMEOUT });
  for (const [name, value] of Object.entries(APPROVED_CARD)) await frame.type(`input[name="${name}"]`, value);
  return frame;
}

const PAY_CARD = /^Pago Único/;
const CASH = /^Efectivo/;

/**
 * In the browser on `port` (the prepare's own, see prepareElsewhere), the demo customer with `count` products in stock
 * in the cart places a delivery order paid by `method` on a tab of its own, waits until the checkout has taken the
 * shopper to `landing` and shown `shown`, and lets the page settle; then `after` runs with that tab.
 */
function placedOrder(count, method, landing, shown, after) {
  return async (port, baseUrl) => {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
    try {
      await logInWithCart(browser, baseUrl, count, { inStock: true });
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/carrito`);
      await checkoutReady(page);
      await placeDeliveryOrder(page, method);
      await page.waitForFunction((source) => new RegExp(source).test(location.pathname), { timeout: STEP_TIMEOUT }, landing.source);
      await page.waitForSelector(shown, { timeout: STEP_TIMEOUT });
      await settle(page);
      return await after(page);
    } finally {
      await browser.disconnect();
    }
  };
}

/**
 * Prepare of /procesar-pago: the demo customer places a delivery order paid by card; the checkout leaves the tab on
 * /procesar-pago, with the pending payment in its history entry and in the cookie beside it, from which the server
 * draws the page opened anew.
 */
export const pendingCardPayment = (count) => placedOrder(count, PAY_CARD, /^\/procesar-pago$/, 'iframe[title="Pago con tarjeta"]', async () => undefined);

/**
 * Prepare of /compra-finalizada/{codigo}: the demo customer places a delivery order paid in cash; the measured visit
 * opens the order's completion page by its address.
 */
export const placedCashOrder = (count) =>
  placedOrder(count, CASH, /^\/compra-finalizada\/\d+$/, '[data-testid="order-number"]', async (page) => ({ url: page.url() }));

/**
 * The checkout's steps as one shopper goes through them, each an interaction and what it sets off (requests, the
 * lazily loaded code it needs, the redraw) until the page is quiet again. `act` runs inside the timespan; `before`
 * (typing, opening a closed group) outside it.
 */
export const CHECKOUT_STEPS = [
  { name: 'retiro en sucursal', act: async (page) => { await (await radioLabel(page, /^Retiro en sucursal$/, 'Tipo de envío')).click(); await page.waitForSelector('select[aria-label="Departamento"]', { timeout: STEP_TIMEOUT }); } },
  { name: 'sucursal elegida', before: firstBranch, act: pickBranch },
  { name: 'delivery', act: async (page) => { await (await radioLabel(page, /^Delivery$/, 'Tipo de envío')).click(); await page.waitForSelector('[role="radiogroup"][aria-label="Mis direcciones"]', { timeout: STEP_TIMEOUT }); } },
  { name: 'dirección', act: async (page) => { await (await firstAddress(page)).click(); await page.waitForSelector('[role="radiogroup"][aria-label="Tipo de entrega"]', { timeout: STEP_TIMEOUT }); } },
  {
    name: 'método de pago',
    before: async (page) => openGroupOf(await radioLabel(page, PAY_CARD)),
    act: async (page) => { await (await radioLabel(page, PAY_CARD)).click(); await page.waitForFunction(() => !/Cargando/.test(document.body.textContent ?? ''), { timeout: STEP_TIMEOUT }); },
  },
  {
    name: 'continuar → procesar-pago',
    act: async (page) => {
      await (await continueButton(page)).click();
      await page.waitForFunction(() => location.pathname === '/procesar-pago', { timeout: STEP_TIMEOUT });
      await page.waitForSelector('iframe[title="Pago con tarjeta"]', { timeout: STEP_TIMEOUT });
    },
  },
  {
    name: 'pagar → compra-finalizada',
    before: fillCard,
    act: async (page, frame) => {
      await frame.click('button[type="submit"]');
      await page.waitForFunction(() => /^\/compra-finalizada\/\d+$/.test(location.pathname), { timeout: STEP_TIMEOUT });
      await page.waitForSelector('[data-testid="order-number"]', { timeout: STEP_TIMEOUT });
    },
  },
];

/** Lighthouse's mobile screen and user agent, set before the first load so no step sees the page resized. */
async function emulateMobile(page) {
  const m = screenEmulationMetrics.mobile;
  await page.setUserAgent(userAgents.mobile);
  await page.setViewport({ width: m.width, height: m.height, deviceScaleFactor: m.deviceScaleFactor, isMobile: m.mobile, hasTouch: m.mobile });
}

/**
 * One run of the steps in the browser on `port` (a new profile given the demo customer's cookies and cart by
 * prepareElsewhere): /carrito loaded, then each step a timespan of one user flow. Timespans cannot simulate
 * throttling: they run with DevTools throttling (Lighthouse's mobile network and 4× CPU slowdown).
 * Answers { steps: [{ name, tbt, cls }], flowResult }.
 */
export async function measureCheckoutSteps(port, baseUrl) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await emulateMobile(page);
    await page.goto(`${baseUrl}/carrito`);
    await checkoutReady(page);
    const flow = await startFlow(page, {
      name: 'Checkout',
      flags: {
        onlyCategories: ['performance'],
        throttlingMethod: 'devtools',
        disableStorageReset: true,
        formFactor: 'mobile',
        logLevel: 'error',
        ...cpuFlags,
      },
    });
    for (const step of CHECKOUT_STEPS) {
      const prepared = step.before ? await step.before(page) : undefined;
      await flow.startTimespan({ name: step.name });
      // Lighthouse counts a shift flagged as following an input when it comes within 500 ms of the viewport event
      // its own emulation makes at the start of the timespan (it takes the flag for one its emulation set): the
      // shopper's action waits past that window, so a shift their own click makes is not counted, as in a browser.
      await new Promise((r) => setTimeout(r, RECENT_INPUT_WINDOW_MS + 500));
      await step.act(page, prepared);
      await settle(page);
      await flow.endTimespan();
    }
    const flowResult = await flow.createFlowResult();
    const steps = flowResult.steps.map((s) => ({
      name: s.name,
      tbt: s.lhr.audits['total-blocking-time'].numericValue,
      cls: s.lhr.audits['cumulative-layout-shift'].numericValue,
    }));
    return { steps, flowResult };
  } finally {
    await browser.disconnect();
  }
}
