import { Link } from '@botica/platform/router';
import { APP_ENVIRONMENT, APP_VERSION } from '@botica/shared-contracts/http/headers';
import { CONTACT, HELP_LINKS, INSTITUTIONAL_LINKS, SOCIAL_LINKS, telHref } from '../site-info';
import { FooterNews } from '../header/layout-news';
import { useCallCentre } from '../header/use-header-data';
import { DataAttribution } from './data-attribution';
import { FooterBlog } from './footer-blog';
import { PaymentBadges } from './payment-badges';
import { ShareButtons } from './share-buttons';

/** The app's version beside its environment (spec 000 §9: 1.10.13, production). */
export function AppVersion() {
  return (
    <p className="bg-footer-version" data-testid="app-version">
      Versión {APP_VERSION} · {APP_ENVIRONMENT}
    </p>
  );
}

export function Footer() {
  const phone = useCallCentre();
  return (
    <footer className="bg-footer" data-testid="site-footer">
      <div className="bg-footer-grid">
        <LinkSection title="Institucional" links={INSTITUTIONAL_LINKS} />
        <LinkSection title="Ayuda" links={HELP_LINKS} />
        <FooterNews />
        <section>
          <h2>Del blog</h2>
          <FooterBlog />
        </section>
        <section className="bg-footer-contact" aria-label="Datos de contacto">
          <h2>Contacto</h2>
          <p>
            Call center: <a href={telHref(phone.main)}>{phone.main}</a>
            <br />
            Desde tu celular: <a href={telHref(phone.short)}>{phone.short}</a>
          </p>
          <p>
            WhatsApp: {CONTACT.whatsapp}
            <br />
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
          </p>
          <p>{CONTACT.address}</p>
          <p>{CONTACT.hours}</p>
        </section>
      </div>
      <div className="bg-footer-band">
        <div>
          <h2>Medios de pago</h2>
          <PaymentBadges />
        </div>
        <div>
          <h2>Seguinos</h2>
          <ul className="bg-social">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>Compartir</h2>
          <ShareButtons />
        </div>
      </div>
      <div className="bg-footer-legal">
        <p>
          Los precios publicados incluyen IVA y son exclusivos para compras vía Web. Las imágenes son ilustrativas. La información de
          salud publicada no reemplaza la consulta con un profesional: ante cualquier duda consultá a tu médico o farmacéutico.
        </p>
        <p>Medicamentos de venta bajo receta: se dispensan solo con receta válida presentada al recibir o retirar el pedido.</p>
        <DataAttribution />
        <p className="bg-footer-copy">© {new Date().getFullYear()} Botica Guaraní · Paraguay</p>
        <AppVersion />
      </div>
    </footer>
  );
}

function LinkSection({ title, links }: { title: string; links: readonly { label: string; to: string }[] }) {
  return (
    <section>
      <h2>{title}</h2>
      <ul className="bg-footer-list">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
