import { useId, useRef, useState, type FormEvent } from 'react';
import toast from '@botica/platform/toast';
import { useEscapeKey } from '@botica/platform/ui/escape-key';
import { useFocusTrap } from '@botica/platform/ui/focus-trap';
import * as v from 'valibot';
import { AccountantFormSchema, INVOICE_MESSAGES, type Accountant } from '@botica/shared-contracts/invoices/invoices';
import { TextField } from '../../../ui/text-field';
import ui from '../../../ui/ui.module.css';
import dialog from '../../../ui/dialog.module.css';
import { lookupPerson, saveAccountant } from '../api/invoices';

type Fields = { nro_documento: string; nombres: string; apellidos: string; email: string; celular: string };
const FIELD_OF = { DOCUMENTO: 'nro_documento', NOMBRES: 'nombres', APELLIDOS: 'apellidos', CORREO: 'email', TELEFONO: 'celular' } as const;

/**
 * Add or edit the customer's accountant; leaving the document field looks the person up and fills the names. A modal
 * dialog: the focus starts on the document field and stays inside, Escape or 'Cancelar' close it, the focus goes back
 * to the button that opened it.
 */
export function AccountantDialog({ current, onClose, onSaved }: { current: Accountant | null; onClose: () => void; onSaved: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Fields>({
    nro_documento: current?.CLCO_DOCUMENTO ?? '',
    nombres: current?.CLCO_NOMBRE_CONTADOR ?? '',
    apellidos: current?.CLCO_APELLIDO_CONTADOR ?? '',
    email: current?.CLCO_CORREO ?? '',
    celular: current?.CLCO_TELEFONO ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);
  useEscapeKey(onClose);
  const set = (k: keyof Fields) => (e: { target: { value: string } }) => setValues((s) => ({ ...s, [k]: e.target.value }));

  const lookup = async () => {
    const doc = values.nro_documento.trim();
    if (!/^\d{3,12}$/.test(doc)) return;
    try {
      const p = await lookupPerson(doc);
      setValues((s) => ({ ...s, nombres: p.nombres, apellidos: p.apellidos, email: p.correo, celular: s.celular || (p.celular ?? '') }));
    } catch {
      // Not registered: the customer types the data.
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(AccountantFormSchema, { NOMBRES: values.nombres, APELLIDOS: values.apellidos, CORREO: values.email, TELEFONO: values.celular, DOCUMENTO: values.nro_documento });
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as keyof typeof FIELD_OF | undefined;
        if (key && !next[FIELD_OF[key]]) next[FIELD_OF[key]] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const res = await saveAccountant(parsed.output, current?.CLCO_CODIGO ?? null);
      toast.success(res.message ?? (current ? INVOICE_MESSAGES.accountantUpdated : INVOICE_MESSAGES.accountantAdded));
      onSaved();
    } catch {
      toast.error(INVOICE_MESSAGES.formFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={dialog.backdrop}>
      <div ref={box} className={dialog.dialog} role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1}>
        <h2 id={id} className={dialog.title}>
          {current ? 'Editar contador' : 'Agregar contador'}
        </h2>
        <form className={ui.form} onSubmit={submit} noValidate>
          <TextField label="Número de documento" name="nro_documento" inputMode="numeric" value={values.nro_documento} onChange={set('nro_documento')} onBlur={lookup} error={errors.nro_documento} />
          <TextField label="Nombres" name="nombres" value={values.nombres} onChange={set('nombres')} error={errors.nombres} />
          <TextField label="Apellidos" name="apellidos" value={values.apellidos} onChange={set('apellidos')} error={errors.apellidos} />
          <TextField label="Correo electrónico" name="email" type="email" value={values.email} onChange={set('email')} error={errors.email} />
          <TextField label="Celular" name="celular" placeholder="0991-123456" value={values.celular} onChange={set('celular')} error={errors.celular} />
          <div className={dialog.actions}>
            <button type="button" className={dialog.no} onClick={onClose}>
              Cancelar
            </button>
            <button type="submit" className={dialog.yes} disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Procesando...' : 'Guardar'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
