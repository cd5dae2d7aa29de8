import { Section, StaticPage } from '../../static-pages/components/static-page';
import { formatGs } from '@botica/shared-contracts/format/money';
import { COMMON_RULES, MAMA_PAPA_PRIZES } from '../data/promotion-rules';

const TOTAL = MAMA_PAPA_PRIZES.reduce((sum, p) => sum + p.cantidad * p.monto, 0);
const COUNT = MAMA_PAPA_PRIZES.reduce((sum, p) => sum + p.cantidad, 0);

/** /promocion/mama-y-papa: legal text, image and prize table (spec 002 §9). */
export function MamaYPapaPage() {
  return (
    <StaticPage title="BASES Y CONDICIONES PROMOCIÓN Mamá y Papá" lead="Vigencia: del 1 de mayo al 30 de junio de 2023." testId="promo-mama-y-papa-page">
      <img className="ct-promo-image" src="/api/imagenes/banners/medio-2.webp" alt="Promoción Mamá y Papá" />
      <Section title="1. Participantes">
        <p>{COMMON_RULES.adults} {COMMON_RULES.staff}</p>
      </Section>
      <Section title="2. Mecánica">
        <p>{COMMON_RULES.coupon} Participan las compras realizadas en sucursales y en la tienda en línea durante la vigencia.</p>
      </Section>
      <Section title="3. Premios">
        <p>
          Se sortean {COUNT} premios en efectivo por un total de {formatGs(TOTAL)}:
        </p>
        <table className="ct-table" aria-label="Premios">
          <thead>
            <tr>
              <th>Cantidad</th>
              <th>Premio</th>
              <th>Subtotal</th>
            </tr>
          </thead>
          <tbody>
            {MAMA_PAPA_PRIZES.map((p) => (
              <tr key={p.monto}>
                <td>{p.cantidad}</td>
                <td>{formatGs(p.monto)}</td>
                <td>{formatGs(p.cantidad * p.monto)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th>{COUNT}</th>
              <th>Total</th>
              <th>{formatGs(TOTAL)}</th>
            </tr>
          </tfoot>
        </table>
      </Section>
      <Section title="4. Sorteos">
        <p>
          Se realizan 26 sorteos ante escribano público: el 31/05 y el 30/06 se sortean 13 ganadores y 26 suplentes en cada fecha.
          Además, 20 premios se sortean a través de nuestras redes sociales los días lunes.
        </p>
      </Section>
      <Section title="5. Entrega de premios">
        <p>{COMMON_RULES.notify} {COMMON_RULES.unclaimed} {COMMON_RULES.pickup}</p>
      </Section>
      <Section title="6. Uso de imagen y aceptación">
        <p>{COMMON_RULES.image} La participación implica la aceptación de estas bases.</p>
      </Section>
    </StaticPage>
  );
}
