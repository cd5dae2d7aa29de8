import { type ReactNode, useEffect, useState, type FormEvent } from 'react';
import toast from '@botica/platform/toast';
import { Link } from '@botica/platform/router';
import { saveBase64 } from '@botica/platform/save-file';
import { INVOICE_MESSAGES } from '@botica/shared-contracts/invoices/invoices';
import { requestInvoice } from '../api/invoice-download';
import './invoice-download.css';

type Mode = 'ticket' | 'manual';

/**
 * /factura (spec 002 §2.7, §4, §5, §8): a visitor downloads an electronic invoice with the document and either the
 * ticket's Pin or the nota de pedido's number; the PDF and the XML are downloaded.
 */
export function InvoiceDownloadPage() {
  const [mode, setMode] = useState<Mode>('ticket');
  const [documento, setDocumento] = useState('');
  const [hash, setHash] = useState('');
  const [comprobante, setComprobante] = useState('');
  const [errors, setErrors] = useState<{ documento?: string; hash?: string; comprobante?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!documento.trim()) next.documento = INVOICE_MESSAGES.required;
    if (mode === 'ticket' && !hash.trim()) next.hash = INVOICE_MESSAGES.required;
    if (mode === 'manual' && !comprobante.trim()) next.comprobante = INVOICE_MESSAGES.required;
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      const res = await requestInvoice({
        documento: documento.trim(),
        hash: mode === 'ticket' ? hash.trim() : '',
        comprobante: mode === 'manual' ? comprobante.trim() : '',
        automatico: mode === 'ticket',
      });
      if (!res.ok) {
        toast.error(res.message ?? INVOICE_MESSAGES.publicFailed, { id: 'invoice-download-error' });
        return;
      }
      saveBase64(res.files.pdf, res.files.nombrePDF, 'application/pdf');
      saveBase64(res.files.xml, res.files.nombreXML, 'application/xml');
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    const previous = document.title;
    document.title = 'Factura electrónica | Botica Guaraní';
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <Frame>
      <form className="ct-invoice-form" onSubmit={submit} noValidate aria-label="Descargar factura">
        <fieldset className="ct-invoice-modes">
          <legend>¿Qué comprobante tenés?</legend>
          <label>
            <input type="radio" name="modo" checked={mode === 'ticket'} onChange={() => setMode('ticket')} /> Ticket
          </label>
          <label>
            <input type="radio" name="modo" checked={mode === 'manual'} onChange={() => setMode('manual')} /> Nota de pedido
          </label>
        </fieldset>
        <Field label="Número de documento" name="documento" value={documento} onChange={setDocumento} error={errors.documento} inputMode="numeric" />
        {mode === 'ticket' ? (
          <Field label="Pin" name="hash" value={hash} onChange={setHash} error={errors.hash} />
        ) : (
          <Field label="Número de comprobante" name="comprobante" value={comprobante} onChange={setComprobante} error={errors.comprobante} />
        )}
        <button type="submit" className="ct-invoice-button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Descargando...' : 'Descargar'}
        </button>
        <p className="ct-invoice-note">Si la descarga falla, intentá más tarde: la validación de la factura puede tardar hasta 72 horas.</p>
      </form>
      <section className="ct-invoice-section">
        <h2>¿Todavía no tenés cuenta?</h2>
        <p>
          Con tu cuenta encontrás todas tus facturas en Mis facturas. <Link to="/signup">Registrate</Link> o <Link to="/login">iniciá sesión</Link>; si ya
          tenés cuenta, entrá a <Link to="/mi-cuenta">Mi cuenta</Link> o <Link to="/direcciones/agregar">agregá una dirección</Link> para tus entregas.
        </p>
      </section>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <article className="ct-invoice-page" data-testid="invoice-download-page">
      <header className="ct-invoice-hero">
        <h1>Factura electrónica</h1>
        <p>Descargá tu factura electrónica (PDF y XML) con los datos de tu compra.</p>
      </header>
      <div className="ct-invoice-body">{children}</div>
    </article>
  );
}

function Field({ label, name, value, onChange, error, inputMode }: { label: string; name: string; value: string; onChange: (v: string) => void; error?: string; inputMode?: 'numeric' }) {
  const id = `factura-${name}`;
  return (
    <div className="ct-invoice-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} value={value} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <span id={`${id}-error`} className="ct-invoice-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
