import { expect, test } from '../support/test';
import { registerPersona, unique } from '../support/access/access-data';
import { logInFromPage, ProductDetail, ProductList, SiteHeader } from '../support/catalog/catalog-pages';
import { untilInteractive } from '../support/platform';

test('a visitor clicking the heart or the rating goes to /login keeping the origin', async ({ page }) => {
  const list = new ProductList(page);
  await page.goto('/categoria/700/proteccion-solar?orderBy=menor_precio');
  await expect(list.cards().first()).toBeVisible();
  await list.cards().first().getByTestId('cat-favourite').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcategoria%2F700%2Fproteccion-solar%3ForderBy%3Dmenor_precio$/);

  await page.goto('/categoria/700/proteccion-solar');
  await list.cards().first().getByTestId('cat-rating').click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcategoria%2F700%2Fproteccion-solar$/);
});

test('a customer adds a favourite (header counter follows), sees it in /favoritos and removes it', async ({ page, request }) => {
  const email = unique().email('favoritos');
  await registerPersona(request, email, 'Clave1234');
  const header = new SiteHeader(page);
  const detail = new ProductDetail(page);
  const list = new ProductList(page);

  await page.goto('/productos/3x2');
  await logInFromPage(page, email, 'Clave1234');
  await page.reload();
  await expect(list.cards().first()).toBeVisible();
  const name = await list.nameOf(list.cards().first());
  await list.openProduct(name);

  await expect(detail.heart()).toHaveAttribute('aria-pressed', 'false');
  await detail.heart().click();
  await expect(page.getByText('Producto Agregado a Favoritos')).toBeVisible();
  await expect(detail.heart()).toHaveAttribute('aria-pressed', 'true');
  await expect(header.favouritesCount()).toHaveText('1');

  // a new page arrives with the count drawn in its header: its boot does not ask for it
  const askedCount: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/favoritos/count') askedCount.push(req.url());
  });
  expect(await (await page.request.get('/')).text()).toContain('data-testid="favourites-count">1</span>');
  await page.goto('/');
  await untilInteractive(page);
  await expect(header.favouritesCount()).toHaveText('1');
  expect(askedCount).toEqual([]);

  await page.goto('/favoritos');
  await expect(page.getByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeVisible();
  await expect(list.cards()).toHaveCount(1);
  await expect(list.card(name)).toBeVisible();

  // persisted: the heart is still on when the product is opened again
  await list.openProduct(name);
  await expect(detail.heart()).toHaveAttribute('aria-pressed', 'true');

  // turning the heart off on the favourites page takes the product off the list there and then
  await page.goto('/favoritos');
  await expect(list.cards()).toHaveCount(1);
  await list.card(name).getByTestId('cat-favourite').click();
  await expect(page.getByText('Producto eliminado de Favoritos')).toBeVisible();
  await expect(page.getByText('No se encontraron productos')).toBeVisible();
  await expect(header.favouritesCount()).toHaveText('0');
  await page.reload();
  await expect(page.getByText('No se encontraron productos')).toBeVisible();
});

test('a customer rates a product on its page', async ({ page, request }) => {
  const email = unique().email('calificacion');
  await registerPersona(request, email, 'Clave1234');
  const list = new ProductList(page);
  await page.goto('/productos/2x1');
  await logInFromPage(page, email, 'Clave1234');
  await page.reload();
  await expect(list.cards().first()).toBeVisible();
  await list.openProduct(await list.nameOf(list.cards().first()));
  const rating = page.getByTestId('cat-product-rating');
  await expect(rating).toContainText('Calificá este producto:');
  const before = Number((await rating.textContent())?.match(/\((\d+) calificaci/)?.[1] ?? '0');
  await rating.getByRole('radio', { name: '4 estrellas' }).click();
  await expect(page.getByText('Gracias por tu calificación')).toBeVisible();
  await expect(rating).toContainText(`(${before + 1} ${before + 1 === 1 ? 'calificación' : 'calificaciones'})`);
  await expect(rating.getByRole('radio', { name: '4 estrellas' })).toHaveAttribute('aria-checked', 'true');
});

test('a session that ended while browsing sends the customer to login, coming back to the page (the one 401 policy)', async ({ page, request }) => {
  const email = unique().email('sesion-vencida');
  await registerPersona(request, email, 'Clave1234');
  const detail = new ProductDetail(page);
  const list = new ProductList(page);

  await page.goto('/categoria/700/proteccion-solar');
  await logInFromPage(page, email, 'Clave1234');
  await page.reload();
  await expect(page.getByTestId('account-link')).not.toHaveText('Iniciar sesión');
  const name = await list.nameOf(list.cards().first());
  await list.openProduct(name);
  const productPath = new URL(page.url()).pathname;
  await expect(detail.heart()).toHaveAttribute('aria-pressed', 'false');

  // the session cookie goes (30 idle minutes, a logout in another tab): the page still shows the customer
  await page.context().clearCookies();
  await detail.heart().click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === productPath);
  await expect(page.getByTestId('account-link')).toHaveText(/Iniciar sesión/);
});
