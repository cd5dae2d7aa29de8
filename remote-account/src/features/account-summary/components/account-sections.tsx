import { Link } from '@botica/platform/router';
import styles from './account-summary.module.css';

/** The account area's sections (route table, owner 'account'), in the order a customer looks for them. */
export const ACCOUNT_SECTIONS = [
  { to: '/mi-cuenta-datos', title: 'Actualizar mis datos', text: 'Nombre, documento y números de contacto' },
  { to: '/mis-pedidos', title: 'Mis pedidos', text: 'Pedidos en proceso y finalizados' },
  { to: '/mis-direcciones', title: 'Mis direcciones', text: 'Direcciones de entrega' },
  { to: '/mis-tarjetas', title: 'Mis tarjetas', text: 'Tarjetas guardadas para pagar' },
  { to: '/mis-cupones', title: 'Mis cupones', text: 'Cupones de descuento disponibles' },
  { to: '/mis-facturas', title: 'Mis facturas', text: 'Facturas electrónicas y contadores' },
  { to: '/favoritos', title: 'Mis favoritos', text: 'Productos que guardaste' },
  { to: '/mi-cuenta-encargados', title: 'Encargados', text: 'Personas autorizadas de tu cuenta' },
] as const;

export function AccountSections() {
  return (
    <nav aria-label="Secciones de mi cuenta">
      <ul className={styles.sections}>
        {ACCOUNT_SECTIONS.map((s) => (
          <li key={s.to}>
            <Link to={s.to} className={styles.section}>
              <strong>{s.title}</strong>
              <span>{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
