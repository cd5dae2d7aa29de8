import { useEffect } from 'react';
import { getJson } from '@botica/platform/http/client';
import { useNavigate, useSearchParams } from '@botica/platform/router';
import { UtmResponseSchema } from '@botica/shared-contracts/content/forms';
import { ParameterResponseSchema } from '@botica/shared-contracts/catalog/responses';
import { api, QUIET } from '../../../app/api-client';

const FALLBACK = '/';

/** Where a mega promo leads: the utm_id's target, else the parameter MEGA_PROMO_URL_REDIRECCION in lower case. */
export async function megaPromoTarget(utmId: string | null): Promise<string> {
  if (utmId && /^[\w-]{1,80}$/.test(utmId)) {
    const found = await getJson(api, `utm/${encodeURIComponent(utmId)}`, UtmResponseSchema, QUIET).catch(() => null);
    if (found?.results) return found.results.AN_REDIRECCIONAR;
  }
  const param = await getJson(api, 'parametros/MEGA_PROMO_URL_REDIRECCION', ParameterResponseSchema, QUIET).catch(() => null);
  return param?.result.toLowerCase() || FALLBACK;
}

/** /mega-promos?utm_id=…: reads the utm_id and redirects (spec 002 §4). */
export function MegaPromosPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const utmId = params.get('utm_id');
  useEffect(() => {
    let live = true;
    void megaPromoTarget(utmId).then((target) => {
      if (!live) return;
      if (/^https?:\/\//.test(target)) location.assign(target);
      else navigate(target.startsWith('/') ? target : `/${target}`, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [utmId, navigate]);
  return (
    <p className="ct-loading" role="status" data-testid="mega-promos-page">
      Estamos obteniendo los datos...
    </p>
  );
}
