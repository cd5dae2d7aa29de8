import { Link } from '@botica/platform/router';
import { Section, StaticPage } from './static-page';

/** /bases: the general terms of the shop's promotions. */
export function BasesPage() {
  return (
    <StaticPage title="Bases y condiciones" lead="Reglas generales de las promociones de Botica Guaraní." testId="bases-page">
      <Section title="Participantes">
        <p>
          Pueden participar personas mayores de 18 años. No pueden participar funcionarios de la empresa ni sus familiares cercanos.
        </p>
      </Section>
      <Section title="Cupones">
        <p>Por cada Gs. 30.000 de compra recibís un cupón para el sorteo vigente; con marcas aliadas, el cupón es doble.</p>
      </Section>
      <Section title="Sorteos y premios">
        <ul>
          <li>Los ganadores son notificados dentro de las 48 horas y tienen 60 días para retirar su premio.</li>
          <li>Los premios no retirados se destinan a un fondo nacional, como indica la ley.</li>
          <li>Los premios se retiran de lunes a viernes, de 8:00 a 17:00.</li>
          <li>Los ganadores autorizan el uso de su imagen durante 12 meses para comunicar el resultado.</li>
        </ul>
      </Section>
      <Section title="Promociones vigentes y anteriores">
        <ul>
          <li>
            <Link to="/promocion/mama-y-papa">Mamá y Papá</Link>: del 1 de mayo al 30 de junio de 2023. 46 premios (10 de Gs.
            10.000.000, 16 de Gs. 5.000.000 y 20 de Gs. 1.000.000), total Gs. 200.000.000, con sorteos el 31/05 y el 30/06.
          </li>
          <li>
            <Link to="/promocion/lolly">Tu bebe merece Lolly</Link>: del 25 de agosto al 15 de octubre de 2023. 3 cunas, 5 bolsos
            maternales y 5 vales de Gs. 300.000; sorteo el 16/10/2023.
          </li>
          <li>
            <Link to="/promocion/terminos-y-condiciones-trivia">Trivia</Link> y <Link to="/promocion/promo-amistad">Promo Amistad</Link>.
          </li>
        </ul>
      </Section>
    </StaticPage>
  );
}
