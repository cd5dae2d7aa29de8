import { Section, StaticPage } from './static-page';

/** /politicas-de-privacidad */
export function PrivacyPage() {
  return (
    <StaticPage title="Políticas de privacidad" lead="Cómo cuidamos y usamos tus datos personales." testId="privacy-page">
      <Section title="Qué datos guardamos">
        <p>
          Los datos de tu cuenta (nombre, documento, RUC, correo, teléfonos y direcciones), tus pedidos y facturas, y las preferencias
          que elegís en la tienda. Las tarjetas se guardan solo como un alias del procesador de pagos: nunca guardamos el número
          completo.
        </p>
      </Section>
      <Section title="Para qué los usamos">
        <ul>
          <li>Procesar y entregar tus pedidos y emitir tus facturas electrónicas.</li>
          <li>Avisarte del estado de tus compras y, si lo aceptás, de promociones.</li>
          <li>Proteger tu cuenta: verificación de datos por código y control de accesos.</li>
        </ul>
      </Section>
      <Section title="Con quién los compartimos">
        <p>Solo con quienes hacen posible tu compra: procesadores de pago, repartidores y la administración tributaria.</p>
      </Section>
      <Section title="Tus derechos">
        <p>
          Podés ver y corregir tus datos desde tu cuenta, y pedir la eliminación de la cuenta. La eliminación se completa en un plazo de
          hasta 72 horas; los datos tributarios se conservan 5 años por obligación legal.
        </p>
      </Section>
      <Section title="Cookies">
        <p>
          Usamos una cookie de sesión que vence a los 30 minutos sin actividad y guardamos tu carrito en tu navegador para que no lo
          pierdas.
        </p>
      </Section>
    </StaticPage>
  );
}
