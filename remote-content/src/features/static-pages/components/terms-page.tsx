import { Link } from '@botica/platform/router';
import { Section, StaticPage } from './static-page';

/** /terminos-y-condiciones: the shop's terms, section by section (spec 002 §9). */
export function TermsPage() {
  return (
    <StaticPage
      title="Términos y condiciones"
      lead="Condiciones de uso de la tienda en línea. Al registrarte y comprar aceptás estas condiciones."
      testId="terms-page"
    >
      <Section title="1. Usuarios y registro">
        <p>La tienda está destinada a personas mayores de edad. Cada persona puede tener una sola cuenta.</p>
        <p>
          Para registrarte te pedimos nombre completo, número de cédula, RUC, dirección, teléfono y correo electrónico. Podés indicar
          además una persona autorizada a retirar tus pedidos, con su nombre completo y número de cédula.
        </p>
      </Section>
      <Section title="2. Pedidos y precios">
        <p>Cada pedido requiere nombre, dirección, correo electrónico, cédula o RUC y teléfono.</p>
        <p>
          Los precios incluyen IVA y son un estimado hasta el momento del pago. Si un producto no tiene stock o no puede cobrarse, se
          emite una nota de crédito que podés usar dentro del mes.
        </p>
      </Section>
      <Section title="3. Entregas a domicilio">
        <p>
          Entregamos todos los días de 08:00 a 21:00. Los pedidos realizados desde las 21:00 se entregan al día siguiente. El costo
          de envío depende de la distancia y de la zona.
        </p>
      </Section>
      <Section title="4. Retiro en sucursal">
        <p>
          Para retirar en sucursal elegís departamento, ciudad y sucursal; si la elegida no tiene todo, te ofrecemos una sucursal
          alternativa que tenga el 100% del pedido.
        </p>
        <ul>
          <li>Los pedidos a pagar en la sucursal deben retirarse dentro de las 24 horas; pasado ese plazo pueden cancelarse.</li>
          <li>
            Los pedidos pagados deben retirarse dentro de las 72 horas; después quedan guardados por cuenta y riesgo del cliente y el
            importe se aplica a los costos de manipulación.
          </li>
          <li>Pasado 1 mes, la mercadería no retirada puede ser destruida o donada.</li>
        </ul>
      </Section>
      <Section title="5. Devoluciones y cambios">
        <p>
          Aceptamos devoluciones dentro de los 5 días hábiles, con el producto sellado y sin uso, completando el formulario de reclamo
          en una sucursal. El transporte de la devolución corre por cuenta del cliente.
        </p>
        <p>Los cambios se hacen con una nota de crédito válida por 1 mes, para un producto del mismo precio.</p>
      </Section>
      <Section title="6. Facturas electrónicas y contadores">
        <p>
          Tus facturas electrónicas están en tu cuenta. Podés asignar un contador para que acceda a ellas. La validación de una factura
          puede tardar hasta 72 horas.
        </p>
      </Section>
      <Section title="7. Contraseña">
        <p>La recuperación de la contraseña se hace con un enlace enviado a tu correo electrónico.</p>
      </Section>
      <Section title="8. Reclamos y controversias">
        <p>
          Podés hacer reclamos por chat, teléfono o correo electrónico, o ante la autoridad de defensa del consumidor. Toda
          controversia se presenta primero al proveedor, que tiene 60 días corridos para resolverla; después, son competentes los
          tribunales de Asunción.
        </p>
      </Section>
      <Section title="9. Información de salud">
        <p>
          La información de salud publicada en la tienda es orientativa y no constituye consejo médico. Consultá siempre a tu médico o
          farmacéutico.
        </p>
      </Section>
      <p className="ct-note">
        Las promociones tienen sus propias <Link to="/bases">bases y condiciones</Link>. Tratamos tus datos según nuestras{' '}
        <Link to="/politicas-de-privacidad">políticas de privacidad</Link>.
      </p>
    </StaticPage>
  );
}
