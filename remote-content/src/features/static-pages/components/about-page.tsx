import { Link } from '@botica/platform/router';
import { Section, StaticPage } from './static-page';

const FACTS = [
  { value: '2001', label: 'año de fundación' },
  { value: '+500', label: 'sucursales propias' },
  { value: '+90', label: 'localidades de todo el país' },
  { value: '~3000', label: 'colaboradores' },
];

/** /nosotros: mission, vision and history. */
export function AboutPage() {
  return (
    <StaticPage title="Nosotros" lead="Cuidamos la salud y el bienestar de las familias paraguayas desde 2001." testId="about-page">
      <ul className="ct-facts" aria-label="La empresa en números">
        {FACTS.map((f) => (
          <li key={f.label}>
            <strong>{f.value}</strong>
            <span>{f.label}</span>
          </li>
        ))}
      </ul>
      <Section title="Misión">
        <p>
          Acercar medicamentos, productos de salud, cuidado personal y belleza a cada familia del Paraguay, con precios justos,
          atención farmacéutica responsable y la comodidad de comprar en nuestras sucursales o en línea, con entrega a domicilio.
        </p>
      </Section>
      <Section title="Visión">
        <p>
          Ser la farmacia de confianza de todo el país: la más cercana, la que mejor asesora y la que primero llega, en cada barrio y
          en cada pantalla.
        </p>
      </Section>
      <Section title="Nuestra historia">
        <p>
          Abrimos nuestra primera farmacia en 2001 con una idea simple: atender a cada cliente como a un vecino. Desde entonces
          crecimos junto a nuestras comunidades hasta superar las 500 sucursales propias en más de 90 localidades, con un equipo de
          cerca de 3000 personas.
        </p>
        <p>
          Hoy sumamos la tienda en línea, el call center y nuestra aplicación móvil, con lector de códigos de barras, recordatorio de
          medicamentos, buscador de sucursales y beneficios exclusivos, para que cuidarte sea cada vez más fácil.
        </p>
      </Section>
      <p className="ct-cta">
        <Link className="ct-button" to="/sucursales">
          Encontrá tu sucursal
        </Link>
        <Link className="ct-button ct-button--ghost" to="/trabaja-con-nosotros">
          Trabaja con nosotros
        </Link>
      </p>
    </StaticPage>
  );
}
