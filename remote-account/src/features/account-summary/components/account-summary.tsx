import type { Customer } from '@botica/shared-contracts/customer/entities';
import styles from './account-summary.module.css';

const DOCUMENT_LABELS: Record<string, string> = { ci: 'Cédula de identidad', ruc: 'RUC', doc_extranjero: 'Documento extranjero' };

/** The customer's own data as the server holds it. */
export function AccountSummary({ customer }: { customer: Customer }) {
  const company = customer.tipo === 'empresa';
  const docLabel = company ? 'RUC' : (DOCUMENT_LABELS[customer.documentType ?? ''] ?? 'Documento');
  const rows: [string, string][] = [
    ['Tipo de cliente', company ? 'Empresa' : 'Persona'],
    [company ? 'Razón social' : 'Nombre completo', customer.nombreCompleto],
    ['Correo electrónico', customer.email],
    [docLabel, customer.documento || '—'],
    ['Celular', customer.celular1 || '—'],
  ];
  if (customer.celular2) rows.push(['Celular 2', customer.celular2]);
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
    </section>
  );
}
