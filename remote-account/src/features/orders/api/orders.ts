import { getJson } from '@botica/platform/http/client';
import { OrderDetailResponseSchema, OrdersResponseSchema, TopProductsResponseSchema } from '@botica/shared-contracts/account/responses';
import { api } from '../../../app/api-client';

/** `GET /clientes/pedidos?month&year`: 'En proceso' and 'Finalizados' of the month. */
export const fetchOrders = (year: number, month: number) =>
  getJson(api, 'clientes/pedidos', OrdersResponseSchema, { searchParams: { month, year } }).then((r) => r.result);
/** `GET /clientes/pedidos/{id}`: result[0] is the order with its details. */
export const fetchOrder = (codigo: number) => getJson(api, `clientes/pedidos/${codigo}`, OrderDetailResponseSchema).then((r) => r.result[0]);
/** `GET /clientes/top-productos`. */
export const fetchTopProducts = () => getJson(api, 'clientes/top-productos', TopProductsResponseSchema).then((r) => r.results);
