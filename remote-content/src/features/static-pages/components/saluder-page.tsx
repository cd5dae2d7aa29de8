import { CALL_CENTRE, telHref } from '@botica/shared-contracts/content/contact';
import { Section, StaticPage } from './static-page';

const MAIN_LINE = CALL_CENTRE.main;
const SHORT_CODE = CALL_CENTRE.short;

/** /saluder: the call centre. */
export function SaluderPage() {
  return (
    <StaticPage title="Saluder, tu call center" lead="Pedí tus medicamentos y productos por teléfono, sin moverte de tu casa." testId="saluder-page">
      <div className="ct-phones">
        <a className="ct-phone" href={telHref(MAIN_LINE)}>
          <span>Línea principal</span>
          <strong>{MAIN_LINE}</strong>
        </a>
        <a className="ct-phone" href={`tel:${SHORT_CODE}`}>
          <span>Desde tu celular</span>
          <strong>{SHORT_CODE}</strong>
        </a>
      </div>
      <Section title="¿Qué podés hacer?">
        <ul>
          <li>Hacer pedidos con entrega a domicilio o para retirar en tu sucursal.</li>
          <li>Consultar precios, stock y promociones vigentes.</li>
          <li>Recibir asesoramiento de nuestros farmacéuticos.</li>
          <li>Hacer reclamos y seguir tus pedidos.</li>
        </ul>
      </Section>
      <Section title="Nuestra app">
        <p>
          Descargá la app para usar el lector de códigos de barras, el recordatorio de medicamentos, el buscador de sucursales y
          beneficios exclusivos.
        </p>
      </Section>
    </StaticPage>
  );
}
