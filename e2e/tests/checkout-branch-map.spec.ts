import { expect, test } from '../support/test';
import { putCart, serverCart, twoProducts } from '../support/checkout/cart-data';
import { closeNotificationPopup, loginAsDemo, untilMapReady } from '../support/platform';

test("'Ver sucursales' draws the offline map with the branches' markers and picks the branch chosen in a popup", async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const [product] = await twoProducts(page.request);
  // logged in first: the cart made on the server is the customer's
  await loginAsDemo(page);
  await putCart(page.request, [{ product, quantity: 1 }]);
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await closeNotificationPopup(page);

  await page.getByRole('radio', { name: 'Retiro en sucursal' }).check();
  await page.getByRole('button', { name: 'Ver sucursales' }).click();
  const modal = page.getByRole('dialog', { name: 'Sucursales' });
  const map = modal.getByTestId('shop-map');
  // no Mapbox token in the demo parameters: maplibre-gl with the bundled style
  await untilMapReady(map);
  await expect(map).toHaveAttribute('data-map-engine', 'maplibre');
  const markers = map.locator('.shop-map-marker');
  await expect(markers).toHaveCount(500);

  // the canvas shows the local style: the background and Paraguay's fill, both drawn by WebGL
  const shot = (await map.locator('canvas').screenshot()).toString('base64');
  const drawn = await page.evaluate(async (png) => {
    const img = new Image();
    img.src = `data:image/png;base64,${png}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.width;
    canvas.height = img.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const { data } = ctx.getImageData(0, 0, img.width, img.height);
    const near = (i: number, [r, g, b]: number[]) => Math.abs(data[i]! - r!) <= 4 && Math.abs(data[i + 1]! - g!) <= 4 && Math.abs(data[i + 2]! - b!) <= 4;
    let background = 0;
    let country = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (near(i, [0xdc, 0xe8, 0xf0])) background++;
      else if (near(i, [0xf7, 0xf5, 0xef])) country++;
    }
    return { background, country };
  }, shot);
  expect(drawn.background).toBeGreaterThan(100);
  expect(drawn.country).toBeGreaterThan(100);

  // a search by number leaves one branch and opens its popup
  await modal.getByRole('searchbox', { name: 'Buscar sucursal' }).fill('12');
  await expect(markers).toHaveCount(1);
  await expect(modal.getByRole('list', { name: 'Sucursales encontradas' }).getByRole('listitem')).toHaveCount(1);
  const popup = map.getByTestId('branch-popup');
  await expect(popup).toContainText('PUNTO 12');
  await expect(popup.getByTestId('branch-status')).toHaveText(/^(Abierto|Cerrado|Abre a las \d\d:\d\d|Cierra a las \d\d:\d\d)$/);
  await expect(popup).toContainText('Horario de atención');

  // text needs more than 3 characters; then a marker click opens that branch
  await modal.getByRole('searchbox', { name: 'Buscar sucursal' }).fill('Enc');
  await expect(markers).toHaveCount(500);
  await modal.getByRole('searchbox', { name: 'Buscar sucursal' }).fill('Encarnación');
  const count = await markers.count();
  expect(count).toBeGreaterThan(1);
  expect(count).toBeLessThan(500);
  await markers.first().click();
  await expect(map.getByTestId('branch-popup')).toContainText('Encarnación');
  const chosen = (await map.getByTestId('branch-popup').locator('strong').first().textContent())!;

  await map.getByRole('button', { name: 'Seleccionar sucursal' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('chosen-branch')).toContainText(`Retirás en ${chosen}`);
  // the choice is the cart's, on the server
  await expect.poll(async () => await serverCart(page.request)).toMatchObject({ delivery: false, office: { label: chosen } });
  expect(errors).toEqual([]);
});
