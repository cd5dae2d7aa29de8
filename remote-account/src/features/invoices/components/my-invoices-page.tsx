import { accountQueries } from '@botica/shared-contracts/account/queries';
import { SHOP_TIME_ZONE } from '@botica/shared-contracts/time/clock';
import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import toast from '@botica/platform/toast';
import { useQuery } from '@botica/platform/data/query';
import { saveBase64, saveFile } from '@botica/platform/save-file';
import { formatInvoiceAmount } from '@botica/shared-contracts/format/money';
import { INVOICE_CSV_NAME, INVOICE_MESSAGES, INVOICE_ZIP_NAME, SIFEN_STATE_LABELS, type Accountant, type Invoice } from '@botica/shared-contracts/invoices/invoices';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { usePageTitle } from '../../../ui/use-page-title';
import layout from '../../../ui/account-layout.module.css';
import ui from '../../../ui/ui.module.css';
import { deleteAccountant, fetchAccountant, fetchInvoiceFiles, fetchInvoices, fetchInvoicesZip, fetchMyClients, fetchSifenEmail, saveSifenEmail } from '../api/invoices';
import { currentMonth, invoicesCsv, monthRange } from '../state/invoices.logic';
import { AccountantDialog } from './accountant-dialog';
import styles from './invoices.module.css';

/** SIFEN's state of an invoice the shop sent; a rejection says SIFEN's code and message. */
function sifenText(inv: Invoice): string {
  if (!inv.sifen) return '';
  const label = SIFEN_STATE_LABELS[inv.sifen.estado];
  return inv.sifen.estado === 'rechazado' && inv.sifen.codigo ? `${label} (${inv.sifen.codigo}): ${inv.sifen.mensaje ?? ''}` : label;
}

const DAY = new Intl.DateTimeFormat('es-PY', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: SHOP_TIME_ZONE });

/**
 * /mis-facturas (spec 001 §2, §4): the month's invoices (own, or of a client picked in "Mis Clientes" when the user is
 * an accountant), single PDF/XML download, all as facturas.zip, the list as facturas.csv, the customer's accountant
 * and the electronic-invoice e-mail.
 */
export function MyInvoicesPage() {
  usePageTitle('Mis facturas');
  const customer = useAtomValue(customerAtom);
  const [month, setMonth] = useState(currentMonth);
  const [client, setClient] = useState<number | null>(null);
  const { desde, hasta } = monthRange(month);
  const clients = useQuery(accountQueries.invoiceClients(), fetchMyClients);
  const invoices = useQuery(month ? accountQueries.invoices(client, desde) : null, () => fetchInvoices(desde, hasta, client));
  // The SIFEN column shows only when the shop sends its invoices (a certificate is configured).
  const sent = Boolean(invoices.data?.some((inv) => inv.sifen));
  const [busyZip, setBusyZip] = useState(false);
  const own = client === null;

  const download = async (inv: Invoice) => {
    try {
      const f = await fetchInvoiceFiles(inv.codigo);
      if (!f.pdf) toast.error(INVOICE_MESSAGES.pdfEmpty);
      else saveBase64(f.pdf, f.nombrePDF, 'application/pdf');
      if (!f.xml) toast.error(INVOICE_MESSAGES.xmlEmpty);
      else saveBase64(f.xml, f.nombreXML, 'application/xml');
    } catch {
      toast.error(INVOICE_MESSAGES.downloadFailed);
    }
  };
  const downloadAll = async () => {
    const target = client ?? customer?.codigo;
    if (target === undefined) return;
    setBusyZip(true);
    try {
      saveFile(await fetchInvoicesZip(target, desde, hasta), INVOICE_ZIP_NAME);
    } catch {
      toast.error(INVOICE_MESSAGES.downloadFailed);
    } finally {
      setBusyZip(false);
    }
  };
  const exportCsv = () => saveFile(new Blob([invoicesCsv(invoices.data ?? [])], { type: 'text/csv;charset=utf-8' }), INVOICE_CSV_NAME);

  return (
    <div className={layout.page} data-testid="my-invoices-page">
      <h1 className={layout.title}>Mis facturas</h1>
      <section className={layout.card}>
        <div className={styles.filters}>
          {clients.data?.isContador && (
            <label className={ui.field}>
              <span className={ui.label}>Mis Clientes</span>
              <select className={ui.input} value={client ?? ''} onChange={(e) => setClient(e.target.value ? Number(e.target.value) : null)}>
                <option value="">Mis facturas</option>
                {clients.data.clientes.map((c) => (
                  <option key={c.codigo} value={c.codigo}>
                    {c.nombre} ({c.documento})
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className={ui.field}>
            <span className={ui.label}>Mes</span>
            <input className={ui.input} type="month" value={month} required onChange={(e) => setMonth(e.target.value)} />
          </label>
          {!month && <span className={ui.error}>{INVOICE_MESSAGES.monthRequired}</span>}
          <div className={layout.actions}>
            <button type="button" className={ui.secondary} onClick={exportCsv} disabled={!invoices.data?.length}>
              Descargar CSV
            </button>
            <button type="button" className={ui.primary} onClick={downloadAll} disabled={!invoices.data?.length || busyZip} aria-busy={busyZip || undefined}>
              {busyZip ? 'Descargando...' : 'Descargar todas'}
            </button>
          </div>
        </div>
        {invoices.loading && !invoices.data && <p>Estamos obteniendo los datos...</p>}
        {Boolean(invoices.error) && !invoices.data && <p role="alert">Lo sentimos! No pudimos recuperar tus datos</p>}
        {invoices.data && invoices.data.length === 0 && <p className={ui.muted}>No hay facturas en este mes.</p>}
        {invoices.data && invoices.data.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label="Facturas">
              <thead>
                <tr>
                  <th>Fecha</th>
                  <th>Número</th>
                  <th>Pedido</th>
                  <th>Timbrado</th>
                  <th>Exentas</th>
                  <th>Gravadas 5%</th>
                  <th>Gravadas 10%</th>
                  <th>Total</th>
                  {sent && <th>SIFEN</th>}
                  <th>Archivos</th>
                </tr>
              </thead>
              <tbody>
                {invoices.data.map((inv) => (
                  <tr key={inv.codigo} data-testid={`invoice-${inv.pedido ?? inv.numero}`}>
                    <td>{DAY.format(new Date(inv.fecha))}</td>
                    <td>{inv.numero}</td>
                    {/* An invoice issued at a branch's counter has no order of the shop. */}
                    <td>{inv.pedido ?? '—'}</td>
                    <td>{inv.timbrado}</td>
                    <td>{formatInvoiceAmount(inv.exento, inv.mone_codigo)}</td>
                    <td>{formatInvoiceAmount(inv.gravada5, inv.mone_codigo)}</td>
                    <td>{formatInvoiceAmount(inv.gravada10, inv.mone_codigo)}</td>
                    <td>{formatInvoiceAmount(inv.total, inv.mone_codigo)}</td>
                    {sent && <td data-testid={`invoice-sifen-${inv.pedido ?? inv.numero}`}>{sifenText(inv)}</td>}
                    <td>
                      <button type="button" className={layout.link} onClick={() => download(inv)}>
                        Descargar
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {own && <AccountantSection />}
      {own && customer && <SifenEmailSection codigoPersona={customer.codigo} />}
    </div>
  );
}

function AccountantSection() {
  const accountant = useQuery(accountQueries.accountant(), fetchAccountant, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<Accountant | null | 'new'>(null);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const a = accountant.data ?? null;
  const remove = async () => {
    if (!a) return;
    setBusy(true);
    try {
      const res = await deleteAccountant(a.CLCO_CODIGO);
      toast.success(res.message ?? INVOICE_MESSAGES.accountantDeleted);
      accountant.reload();
    } catch {
      toast.error(INVOICE_MESSAGES.formFailed);
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  };
  return (
    <section className={layout.card} aria-labelledby="mi-contador">
      <h2 id="mi-contador">Mi contador</h2>
      <p className={ui.muted}>Tu contador recibe tus facturas electrónicas y puede verlas y descargarlas desde su cuenta.</p>
      {accountant.loading && !accountant.data && <p>Estamos obteniendo los datos...</p>}
      {!accountant.loading && !a && (
        <button type="button" className={ui.primary} onClick={() => setEditing('new')}>
          Agregar contador
        </button>
      )}
      {a && (
        <div className={layout.item} data-testid="accountant">
          <div className={layout.itemText}>
            <strong>
              {a.CLCO_NOMBRE_CONTADOR} {a.CLCO_APELLIDO_CONTADOR}
            </strong>
            <span>Documento {a.CLCO_DOCUMENTO}</span>
            <span>
              {a.CLCO_CORREO} · {a.CLCO_TELEFONO}
            </span>
          </div>
          <div className={layout.actions}>
            <button type="button" className={layout.link} onClick={() => setEditing(a)}>
              Editar
            </button>
            <button type="button" className={layout.danger} onClick={() => setDeleting(true)}>
              Eliminar
            </button>
          </div>
        </div>
      )}
      {editing && (
        <AccountantDialog
          current={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            accountant.reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog title="¿Eliminar a tu contador?" onYes={remove} onNo={() => setDeleting(false)} busy={busy}>
          <p>Dejará de recibir y ver tus facturas electrónicas.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function SifenEmailSection({ codigoPersona }: { codigoPersona: number }) {
  const current = useQuery(accountQueries.invoiceEmail(), fetchSifenEmail, { revalidateOnFocus: false });
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const shown = value ?? current.data?.correoSifen ?? '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(shown.trim())) {
      setError(INVOICE_MESSAGES.emailInvalid);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const res = await saveSifenEmail(shown.trim(), codigoPersona, Boolean(current.data?.correoSifen));
      toast.success(res.message ?? INVOICE_MESSAGES.sifenEmailAdded);
      current.reload();
      setValue(null);
    } catch {
      toast.error(INVOICE_MESSAGES.formFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={layout.card} aria-labelledby="correo-sifen">
      <h2 id="correo-sifen">Correo para facturas electrónicas</h2>
      <form className={ui.form} onSubmit={submit} noValidate>
        <label className={ui.field}>
          <span className={ui.label}>Correo electrónico</span>
          <input className={ui.input} type="email" name="correoSifen" value={shown} onChange={(e) => setValue(e.target.value)} aria-invalid={error ? true : undefined} />
          {error && (
            <span className={ui.error} role="alert">
              {error}
            </span>
          )}
        </label>
        <button type="submit" className={ui.primary} disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Procesando...' : current.data?.correoSifen ? 'Actualizar correo' : 'Guardar correo'}
        </button>
      </form>
    </section>
  );
}
