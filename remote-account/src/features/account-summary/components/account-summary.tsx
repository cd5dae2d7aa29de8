import { Link } from '@botica/platform/router';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import styles from './account-summary.module.css';

/** Labels of the marital status and sex codes (spec 001 §3). */
export const CIVIL_STATUS: Record<string, string> = { S: 'Soltero/a', C: 'Casado/a', D: 'Divorciado/a', V: 'Viudo/a' };
export const SEX: Record<string, string> = { M: 'Masculino', F: 'Femenino' };

/** The customer's own data as the server holds it: a company by business name and RUC, a person by names. */
export function AccountSummary({ customer }: { customer: Customer }) {
  const company = customer.tipo === 'empresa';
  const rows: [string, string][] = [['Tipo de cliente', company ? 'Empresa' : 'Persona']];
  rows.push(...(company
    ? [
        ['Razón social', customer.nombreCompleto],
        ['RUC', customer.ruc ?? customer.documento ?? '—'],
      ]
    : [
        ['Nombres', customer.nombres || '—'],
        ['Apellidos', customer.apellidos || '—'],
        ['Estado civil', customer.estadoCivil ? CIVIL_STATUS[customer.estadoCivil]! : '—'],
        ['Sexo', customer.sexo ? SEX[customer.sexo]! : '—'],
        customer.documentoExtranjero && !customer.ci
          ? ['Documento extranjero', customer.documentoExtranjero]
          : ['Cédula de identidad', customer.ci ?? customer.documento ?? '—'],
        ...(customer.ruc ? ([['RUC', customer.ruc]] as [string, string][]) : []),
        ['Nacionalidad', customer.naciDescripcion ?? '—'],
      ]) as [string, string][]);
  rows.push(['Correo electrónico', customer.email], ['Celular principal', customer.celular1 || '—']);
  return (
    <section className={styles.card} aria-labelledby="account-data-title">
      <h2 id="account-data-title">Mis datos</h2>
      <dl className={styles.data}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>Estado de la cuenta</dt>
          <dd>
            {customer.emailValido === 'S' ? (
              <span className={styles.verified}>Correo verificado</span>
            ) : (
              <span className={styles.unverified}>Correo sin verificar</span>
            )}{' '}
            {customer.clienteVerificado ? (
              <span className={styles.verified}>Datos verificados</span>
            ) : (
              <span className={styles.unverified}>Datos sin verificar</span>
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.links}>
        <Link to="/mi-cuenta-datos">Editar mis datos</Link>
        <Link to="/mis-facturas">Mis facturas</Link>
      </p>
    </section>
  );
}
