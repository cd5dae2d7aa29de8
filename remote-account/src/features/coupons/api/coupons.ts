import { getJson } from '@botica/platform/http/client';
import { CouponsResponseSchema } from '@botica/shared-contracts/account/coupons';
import { request } from '@botica/shared-contracts/events/bus';
import { api } from '../../../app/api-client';

/** `GET /clientes/regalos`: the coupons in result. */
export const fetchCoupons = () => getJson(api, 'clientes/regalos', CouponsResponseSchema).then((r) => r.result);

/** The coupon the cart holds (checkout owns it): `codigo` sets it, null removes it, omitted reads it. */
export const cartCoupon = (codigo?: string | null) => request('checkout:coupon', codigo === undefined ? {} : { codigo }).then((r) => r.codigo);
