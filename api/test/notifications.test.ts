import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeCustomer } from './auth-fixtures.js';
import { APP_AUTH, loginAs, testApp } from './helpers.js';
import { connect, listen, next, record, roundTrip } from './notifications-fixtures.js';

let app: FastifyInstance;
let base: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  app = await testApp({ SEED: false });
  base = await listen(app);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await app?.close();
});

async function customerWithSocket() {
  const c = await makeCustomer(app);
  const headers = await loginAs(app, c.email, c.password);
  const initial = connect(base, headers.cookie).then((s) => {
    sockets.push(s);
    return s;
  });
  const socket = await initial;
  return { ...c, headers, socket };
}

describe('notifications over socket.io', () => {
  it('refuses sockets without a valid session', async () => {
    await expect(connect(base)).rejects.toThrow('Debe iniciar sesión para continuar.');
    await expect(connect(base, 'token=inventado')).rejects.toThrow();
  });

  it('sends the list and the pop-ups on connect', async () => {
    const c = await makeCustomer(app);
    await app.notifications.createForCustomer(c.codigo, { titulo: 'Bienvenida', descripcion: 'Hola', popup: true });
    await app.notifications.createForCustomer(c.codigo, {
      titulo: 'Vencida',
      popup: true,
      fechaInicio: new Date(Date.now() - 3 * 86400000),
      fechaFin: new Date(Date.now() - 86400000),
    });
    const headers = await loginAs(app, c.email, c.password);
    const { io } = await import('socket.io-client');
    const socket = io(base, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { cookie: headers.cookie } });
    sockets.push(socket);
    const [list, popups] = await Promise.all([next(socket, 'lista-notificaciones'), next(socket, 'popup-notificaciones')]);
    expect(list.count).toBe(2);
    expect(list.items.map((i) => i.nowaTitulo).sort()).toEqual(['Bienvenida', 'Vencida']);
    expect(list.items[0]).toMatchObject({ noclEstado: 'NO_LEIDO' });
    expect(list.items[0]).toHaveProperty('fchIns');
    expect(popups.items.map((i) => i.nowaTitulo)).toEqual(['Bienvenida']);
  });

  it('a created notification arrives live on the customer\'s sockets only', async () => {
    const a = await customerWithSocket();
    const b = await customerWithSocket();
    const arrivedA = next(a.socket, 'sala', (p) => p.items.some((i) => i.nowaTitulo === 'Tu pedido está en camino'));
    const toB = record(b.socket, 'sala');
    const created = await app.notifications.createForCustomer(a.codigo, { titulo: 'Tu pedido está en camino', enlace: '/mis-pedidos', btnName: 'Ver pedido' });
    const payload = await arrivedA;
    expect(payload.count).toBe(1);
    expect(payload.items[0]).toMatchObject({ noclCodigo: created.noclCodigo, nowaEnlace: '/mis-pedidos', nowaBtnName: 'Ver pedido' });
    // anything sent to B with A's update would reach B before the answer to B's own request
    await roundTrip(b.socket);
    expect(toB).toEqual([]);
  });

  it('marks one and all as read, deletes, and never touches another customer\'s rows', async () => {
    const a = await customerWithSocket();
    const b = await customerWithSocket();
    const both = next(a.socket, 'sala', (p) => p.items.length === 2);
    const n1 = await app.notifications.createForCustomer(a.codigo, { titulo: 'Uno' });
    const n2 = await app.notifications.createForCustomer(a.codigo, { titulo: 'Dos' });
    await both;

    // B tries to act on A's rows: nothing changes for A
    const handlers = [vi.spyOn(app.notifications, 'remove'), vi.spyOn(app.notifications, 'markRead'), vi.spyOn(app.notifications, 'setActive')];
    b.socket.emit('notificacion-eliminar', { noclCodigo: n1.noclCodigo });
    b.socket.emit('estado-notificacion-actualizar', { nowaCodigo: n1.nowaCodigo });
    b.socket.emit('mensaje-personal', { noclCodigo: n2.noclCodigo, activo: false });
    // the server has finished all three attempts before A's rows are read
    await vi.waitFor(() => expect(handlers.map((spy) => spy.mock.settledResults.length)).toEqual([1, 1, 1]), { timeout: 5000 });
    for (const spy of handlers) spy.mockRestore();
    const untouched = await app.notifications.list(a.codigo);
    expect(untouched.items).toHaveLength(2);
    expect(untouched.count).toBe(2);

    a.socket.emit('estado-notificacion-actualizar', { nowaCodigo: n1.nowaCodigo });
    const afterOne = await next(a.socket, 'sala', (p) => p.count === 1);
    expect(afterOne.items.find((i) => i.noclCodigo === n1.noclCodigo)?.noclEstado).toBe('LEIDO');

    a.socket.emit('mensaje-personal', { noclCodigo: n1.noclCodigo, activo: true });
    await next(a.socket, 'sala', (p) => p.count === 2);
    a.socket.emit('mensaje-personal', { noclCodigo: n1.noclCodigo, activo: false });
    await next(a.socket, 'sala', (p) => p.count === 1);

    a.socket.emit('estado-notificacion', { estado: 'NO_LEIDO' });
    const unread = await next(a.socket, 'lista-notificaciones');
    expect(unread.items.map((i) => i.nowaTitulo)).toEqual(['Dos']);

    a.socket.emit('estado-notificacion-actualizar-todos');
    await next(a.socket, 'sala', (p) => p.count === 0);

    a.socket.emit('notificacion-eliminar', { noclCodigo: n1.noclCodigo });
    const afterDelete = await next(a.socket, 'sala', (p) => p.items.length === 1);
    expect(afterDelete.items[0]?.noclCodigo).toBe(n2.noclCodigo);

    a.socket.emit('notificacion-eliminar', { noclCodigo: 'x' });
    expect(a.socket.connected).toBe(true);
  });

  it('logout disconnects the session\'s sockets', async () => {
    const a = await customerWithSocket();
    const gone = new Promise((r) => a.socket.once('disconnect', r));
    await app.inject({ method: 'POST', url: '/api/customers/logout', headers: a.headers });
    await gone;
    expect(a.socket.connected).toBe(false);
  });

  it('a socket whose session expired is disconnected on its next event', async () => {
    const a = await customerWithSocket();
    await app.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('customer_codigo', '=', a.codigo).execute();
    const gone = new Promise((r) => a.socket.once('disconnect', r));
    a.socket.emit('estado-notificacion-actualizar-todos');
    await gone;
    expect(a.socket.connected).toBe(false);
  });

  it('the sandbox action creates a notification for a customer by e-mail', async () => {
    const a = await customerWithSocket();
    const arrived = next(a.socket, 'sala', (p) => p.items.some((i) => i.nowaTitulo === 'Promo sandbox'));
    const res = await app.inject({
      method: 'POST',
      url: '/api/sandbox/notificaciones',
      headers: APP_AUTH,
      payload: { email: a.email, titulo: 'Promo sandbox', descripcion: '20% en vitaminas', enlace: '/descuentos/1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ nowaTitulo: 'Promo sandbox', nowaDescripcion: '20% en vitaminas' });
    await arrived;
    const form = await app.inject({
      method: 'POST',
      url: '/sandbox/notificaciones',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(a.email)}&titulo=Desde+el+formulario&popup=on`,
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('/sandbox');
    const consolePage = await app.inject({ method: 'GET', url: '/sandbox' });
    expect(consolePage.body).toContain('Enviar notificación');
    expect(consolePage.body).toContain('Desde el formulario');
    const unknown = await app.inject({ method: 'POST', url: '/api/sandbox/notificaciones', headers: APP_AUTH, payload: { email: 'nadie@correo.test', titulo: 'x' } });
    expect(unknown.statusCode).toBe(404);
  });
});
