import { StaticPage } from '../../static-pages/components/static-page';
import { LOLLY_CLAUSES } from '../data/promotion-rules';

/** /promocion/lolly: 'Tu bebe merece Lolly', 17 clauses. */
export function LollyPage() {
  return (
    <StaticPage title="Tu bebe merece Lolly" lead="Bases y condiciones de la promoción, vigente del 25/08/2023 al 15/10/2023." testId="promo-lolly-page">
      <ol className="ct-clauses" aria-label="Cláusulas">
        {LOLLY_CLAUSES.map((clause) => (
          <li key={clause}>{clause}</li>
        ))}
      </ol>
    </StaticPage>
  );
}
