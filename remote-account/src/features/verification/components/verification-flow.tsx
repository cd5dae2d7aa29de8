import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from '@botica/platform/router';
import { useQuery } from '@botica/platform/data/query';
import { accountQueries } from '@botica/shared-contracts/account/queries';
import {
  VERIFICATION_MESSAGES as M,
  VERIFICATION_STATES as S,
  type VerificationPatch,
  type VerificationRecord,
} from '@botica/shared-contracts/account/verification';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { customerAtom } from '@botica/shared-contracts/session/session.atoms';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { refreshSession } from '../../../ui/refresh-session';
import { TextField } from '../../../ui/text-field';
import { SelectField } from '../../../ui/select-field';
import { advanceVerification, checkData, checkRuc, fetchNationalities } from '../api/verification';
import ui from '../../../ui/ui.module.css';
import layout from '../../../ui/account-layout.module.css';

/** ####-###### as the customer types. */
export const phoneInput = (s: string) => {
  const d = s.replace(/\D/g, '').slice(0, 10);
  return d.length > 4 ? `${d.slice(0, 4)}-${d.slice(4)}` : d;
};
const errorText = (e: unknown) => (e instanceof ApiError && e.status < 500 ? e.message : M.failed);

type Step = 1 | 2;

/**
 * /actualizacion-de-datos (spec 001 §4): step 1 confirms the mobile with a code by SMS, step 2 the e-mail with a
 * code by e-mail and the personal data; the server's state decides each move.
 */
export function VerificationFlow() {
  const customer = useAtomValue(customerAtom);
  const navigate = useNavigate();
  const saved = [customer?.celular1, customer?.celular2].filter((p): p is string => Boolean(p)).map(phoneInput);
  const documento = customer?.ci ?? customer?.documento ?? customer?.ruc ?? customer?.documentoExtranjero ?? '';
  const [step, setStep] = useState<Step>(1);
  const [celular, setCelular] = useState('');
  const [bases, setBases] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpEnviado, setOtpEnviado] = useState(false);
  const [info, setInfo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [record, setRecord] = useState<VerificationRecord | null>(null);
  const [data, setData] = useState({ nombres: '', apellidos: '', nombreCompleto: '', fechaNacimiento: '', correo: '', nacionalidad: '', ruc: '' });
  const [correoVerificado, setCorreoVerificado] = useState(false);
  const [rucError, setRucError] = useState<string | null>(null);
  const [modal, setModal] = useState<'already' | 'thanks' | null>(null);
  const company = (record?.tipo ?? customer?.tipoPersona) === 'J';
  const foreign = Boolean(record?.documentoExtranjero ?? customer?.documentoExtranjero);
  const nationalities = useQuery(foreign ? accountQueries.nationalities() : null, fetchNationalities, { revalidateOnFocus: false }).data ?? [];

  const toStep2 = (r: VerificationRecord) => {
    setRecord(r);
    setData({
      nombres: r.nombres,
      apellidos: r.apellidos,
      nombreCompleto: r.nombreCompleto,
      fechaNacimiento: r.fechaNacimiento ?? '',
      correo: r.correo,
      nacionalidad: r.nacionalidad ?? '',
      ruc: r.ruc ?? '',
    });
    setCorreoVerificado(r.correoVerificado);
    setStep(2);
    setOtp('');
    setOtpEnviado(false);
    setInfo(null);
  };

  const body = (extra: Partial<VerificationPatch> = {}): VerificationPatch => ({
    tipo: company ? 'J' : 'F',
    celular,
    correo: data.correo || record?.correo || customer?.email || '',
    nombres: data.nombres,
    apellidos: data.apellidos,
    nombreCompleto: data.nombreCompleto,
    fechaNacimiento: data.fechaNacimiento || null,
    nacionalidad: data.nacionalidad || null,
    ruc: data.ruc || null,
    codigoDeVerificacionOtp: otp || null,
    ...extra,
  });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  /** Step 1, first request: check the document and mobile, then ask for the SMS code unless already done. */
  const startMobile = () =>
    run(async () => {
      setTouched(true);
      if (!/^\d{4}-\d{6}$/.test(celular) || !bases) return;
      const res = await checkData(documento, celular);
      if (!res.ok || !res.cliente) throw new ApiError(400, [{ msg: res.mensaje ?? M.failed }]);
      if (res.cliente.verificado) return setModal('already');
      if (res.cliente.celularVerificado) return toStep2(res.cliente);
      const sent = await advanceVerification(body({ codigoDeVerificacionOtp: null, correo: res.cliente.correo }));
      setRecord(sent.cliente);
      if (sent.estado === S.mobileInVerification || sent.estado === S.mobileCodeSent) {
        setOtpEnviado(true);
        setInfo(sent.estado === S.mobileCodeSent ? sent.mensaje : null);
      } else throw new ApiError(400, [{ msg: sent.mensaje ?? M.failed }]);
    });

  const resend = (canal: 'sms' | 'email') =>
    run(async () => {
      const res = await advanceVerification(body({ codigoDeVerificacionOtp: null, reenviar: true }));
      setInfo(res.mensaje);
      if (canal === 'email' && res.estado !== S.emailInVerification) throw new ApiError(400, [{ msg: res.mensaje ?? M.failed }]);
    });

  const checkMobileCode = () =>
    run(async () => {
      if (!/^\d{4}$/.test(otp)) throw new ApiError(400, [{ msg: M.codeFormat }]);
      const res = await advanceVerification(body({ correo: record?.correo ?? customer?.email ?? '' }));
      if (res.estado !== S.mobileVerified || !res.cliente) throw new ApiError(400, [{ msg: res.mensaje ?? M.failed }]);
      toStep2(res.cliente);
    });

  const step2Submit = () =>
    run(async () => {
      setTouched(true);
      const missing = company ? !data.nombreCompleto : !data.nombres || !data.apellidos || !data.fechaNacimiento;
      if (missing || !data.correo || rucError) return;
      if (!correoVerificado) {
        if (!otpEnviado) {
          const res = await advanceVerification(body({ codigoDeVerificacionOtp: null }));
          if (res.estado !== S.emailInVerification) throw new ApiError(400, [{ msg: res.mensaje ?? M.failed }]);
          setOtpEnviado(true);
          setInfo(res.mensaje);
          return;
        }
        if (!/^\d{4}$/.test(otp)) throw new ApiError(400, [{ msg: M.codeFormat }]);
        const res = await advanceVerification(body());
        if (res.estado !== S.emailVerified) throw new ApiError(400, [{ msg: res.mensaje ?? M.failed }]);
        setCorreoVerificado(true);
        setOtp('');
        setOtpEnviado(false);
        setInfo(null);
        return;
      }
      const res = await advanceVerification(body({ codigoDeVerificacionOtp: null, bases: true }));
      if (res.estado !== S.dataVerified) throw new ApiError(400, [{ msg: res.mensaje ?? M.failed }]);
      setStep(1);
      setCelular('');
      setBases(false);
      setTouched(false);
      setRecord(null);
      setModal('thanks');
      await refreshSession();
    });

  const onRucBlur = async () => {
    if (!data.ruc) return setRucError(null);
    try {
      const r = await checkRuc(data.ruc);
      setRucError(r[0] === 'false' ? (r[1] ?? M.rucInvalid) : null);
    } catch {
      setRucError(M.failed);
    }
  };

  if (!customer) return <p>{M.loading}</p>;
  const set = (k: keyof typeof data) => (e: { target: { value: string } }) => setData((d) => ({ ...d, [k]: e.target.value }));
  const need = (value: string) => (touched && !value ? M.required : undefined);

  return (
    <>
      <ol className={layout.list} aria-label="Pasos">
        <li aria-current={step === 1 ? 'step' : undefined}>Paso 1: Celular</li>
        <li aria-current={step === 2 ? 'step' : undefined}>Paso 2: Correo y datos</li>
      </ol>
      {step === 1 ? (
        <form className={`${layout.card} ${ui.form}`} aria-label="Verificar celular" noValidate onSubmit={(e) => (e.preventDefault(), otpEnviado ? checkMobileCode() : startMobile())}>
          <TextField label="Documento" value={documento} readOnly />
          {saved.length > 0 && (
            <div role="group" aria-label="Mis celulares" className={layout.actions}>
              {saved.map((p) => (
                <button
                  key={p}
                  type="button"
                  aria-pressed={celular === p}
                  className={celular === p ? ui.primary : ui.secondary}
                  onClick={() => setCelular((c) => (c === p ? '' : p))}
                  disabled={otpEnviado}
                >
                  {p}
                </button>
              ))}
            </div>
          )}
          <TextField
            label="Celular"
            value={celular}
            onChange={(e) => setCelular(phoneInput(e.target.value))}
            placeholder="0991-123456"
            inputMode="tel"
            readOnly={otpEnviado}
            error={touched && !celular ? M.required : touched && !/^\d{4}-\d{6}$/.test(celular) ? M.phoneFormat : undefined}
          />
          <label>
            <input type="checkbox" checked={bases} onChange={(e) => setBases(e.target.checked)} disabled={otpEnviado} /> Acepto las{' '}
            <a href="/bases" target="_blank" rel="noreferrer">
              bases y condiciones
            </a>
          </label>
          {touched && !bases && (
            <span className={ui.error} role="alert">
              {M.required}
            </span>
          )}
          {otpEnviado && (
            <>
              {info && (
                <p className={ui.success} role="status">
                  {info}
                </p>
              )}
              <TextField label="Código de verificación" value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 4))} inputMode="numeric" autoComplete="one-time-code" />
              <button type="button" className={layout.link} onClick={() => void resend('sms')} disabled={busy}>
                Reenviar código
              </button>
            </>
          )}
          {error && (
            <p className={ui.alert} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className={ui.primary} disabled={busy}>
            {busy ? M.loading : otpEnviado ? 'Verificar código' : 'Enviar código'}
          </button>
        </form>
      ) : (
        <form className={`${layout.card} ${ui.form}`} aria-label="Verificar correo" noValidate onSubmit={(e) => (e.preventDefault(), step2Submit())}>
          <TextField label="Documento" value={documento} readOnly />
          {company ? (
            <TextField label="Razón social" value={data.nombreCompleto} onChange={set('nombreCompleto')} error={need(data.nombreCompleto)} />
          ) : (
            <div className={ui.row}>
              <TextField label="Nombres" value={data.nombres} onChange={set('nombres')} error={need(data.nombres)} />
              <TextField label="Apellidos" value={data.apellidos} onChange={set('apellidos')} error={need(data.apellidos)} />
            </div>
          )}
          {!company && <TextField label="Fecha de nacimiento" type="date" value={data.fechaNacimiento} onChange={set('fechaNacimiento')} error={need(data.fechaNacimiento)} />}
          {foreign && (
            <SelectField label="Nacionalidad" value={data.nacionalidad} onChange={set('nacionalidad')}>
              <option value="">Seleccione</option>
              {nationalities.map((n) => (
                <option key={n.codigo} value={n.codigo}>
                  {n.descripcion}
                </option>
              ))}
            </SelectField>
          )}
          <TextField label="RUC" value={data.ruc} onChange={set('ruc')} onBlur={() => void onRucBlur()} placeholder="1234567-8" />
          {rucError && (
            <p className={ui.alert} role="alert" data-variant="danger">
              {rucError}
            </p>
          )}
          <TextField label="Correo electrónico" type="email" value={data.correo} onChange={set('correo')} readOnly={correoVerificado || otpEnviado} error={need(data.correo)} />
          {correoVerificado && <span className={layout.badge}>Correo verificado</span>}
          {otpEnviado && !correoVerificado && (
            <>
              {info && (
                <p className={ui.success} role="status">
                  {info}
                </p>
              )}
              <TextField label="Código de verificación" value={otp} onChange={(e) => setOtp(e.target.value.replace(/\D/g, '').slice(0, 4))} inputMode="numeric" autoComplete="one-time-code" />
              <button type="button" className={layout.link} onClick={() => void resend('email')} disabled={busy}>
                Reenviar código
              </button>
            </>
          )}
          {error && (
            <p className={ui.alert} role="alert">
              {error}
            </p>
          )}
          <button type="submit" className={ui.primary} disabled={busy || Boolean(rucError)}>
            {busy ? M.loading : correoVerificado ? 'Confirmar' : otpEnviado ? 'Verificar código' : 'Enviar código al correo'}
          </button>
        </form>
      )}
      {modal === 'already' && (
        <ConfirmDialog title="Tus datos ya fueron verificados" yes="Ir a mi cuenta" no="Cerrar" onYes={() => navigate('/mi-cuenta')} onNo={() => setModal(null)} />
      )}
      {modal === 'thanks' && (
        <ConfirmDialog title="¡Gracias por verificar tus datos!" yes="Confirmar" no="Cerrar" onYes={() => navigate('/')} onNo={() => setModal(null)}>
          <p>{M.verified}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
