import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  CompanyFormSchema,
  RUC_PATTERN,
  type CompanyForm as CompanyFormValues,
} from '@botica/shared-contracts/auth/payloads';
import { TextField } from '../../../ui/text-field';
import { SubmitButton } from '../../../ui/submit-button';
import { documentOutcome } from '../api/document-outcome';
import { registerCustomer } from '../api/register';
import { RegistrationError } from './in-use-message';
import { ManagersFields } from './managers-fields';
import { applyRegistrationError } from './registration-errors';
import { PasswordHint } from './password-hint';
import { startSession } from '../../../ui/start-session';
import { usePhoneAvailability } from './use-phone-availability';
import styles from '../../../ui/ui.module.css';

const FIELDS = [
  'razon_social',
  'ruc_empresa',
  'correo_electronico',
  'celular_telefono',
  'password_empresa',
  'passwordConfirmation_empresa',
  'items',
] as const;



/** The Empresa tab of /signup: document type ruc, opcion 1, and at least one manager. */
export function CompanyForm() {
  const [clieCodigo, setClieCodigo] = useState(0);
  const [locked, setLocked] = useState({ razon_social: false, correo_electronico: false });
  const [done, setDone] = useState(false);
  const form = useForm<CompanyFormValues>({
    resolver: valibotResolver(CompanyFormSchema),
    criteriaMode: 'all',
    defaultValues: {
      razon_social: '',
      ruc_empresa: '',
      correo_electronico: '',
      celular_telefono: '',
      password_empresa: '',
      passwordConfirmation_empresa: '',
      items: [{ nombres: '', apellidos: '', nro_cedula: '', celular_empresa: '' }],
    },
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const managers = useFieldArray({ control, name: 'items' });

  const onRucBlur = async () => {
    const ruc = getValues('ruc_empresa').trim();
    if (!RUC_PATTERN.test(ruc)) return;
    const outcome = await documentOutcome(ruc, 'ruc');
    if (outcome.kind === 'taken') {
      setClieCodigo(0);
      setValue('razon_social', '');
      setValue('correo_electronico', '');
      setLocked({ razon_social: false, correo_electronico: false });
      setError('ruc_empresa', { type: 'lookup', message: outcome.message || 'Este RUC ya tiene una cuenta.' });
    } else if (outcome.kind === 'found') {
      clearErrors('ruc_empresa');
      const name = outcome.customer.nombreCompleto || `${outcome.customer.nombres} ${outcome.customer.apellidos}`.trim();
      const email = outcome.customer.email ?? '';
      setClieCodigo(outcome.customer.codigo);
      setValue('razon_social', name, { shouldValidate: name !== '' });
      setValue('correo_electronico', email, { shouldValidate: email !== '' });
      setLocked({ razon_social: name !== '', correo_electronico: email !== '' });
    } else if (outcome.kind === 'none') {
      clearErrors('ruc_empresa');
      setClieCodigo(0);
      // only what an earlier lookup filled is cleared: what the person typed stays
      if (locked.razon_social) setValue('razon_social', '');
      if (locked.correo_electronico) setValue('correo_electronico', '');
      setLocked({ razon_social: false, correo_electronico: false });
    }
  };


  const onSubmit = handleSubmit(async (values) => {
    if (phoneCheck.blocksSubmit()) return;
    try {
      await registerCustomer({ tipo: 'empresa', opcion: 1, ...values, clieCodigo });
      setDone(true);
      if (!(await startSession())) setDone(false);
    } catch (error) {
      applyRegistrationError(error, FIELDS, setError);
    }
  });

  // registered in the order they are shown, so a failed submit focuses the first wrong field
  const ruc = register('ruc_empresa', { onBlur: () => void onRucBlur() });
  // Registered after the document field so that field keeps the first focus on errors.
  const phoneCheck = usePhoneAvailability(form, 'celular_telefono', 'ruc_empresa');
  for (const name of ['razon_social', 'correo_electronico'] as const) register(name);

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="company-form">
      <RegistrationError message={errors.root?.server?.message} />
      <div className={styles.row}>
        <TextField label="RUC" placeholder="1234567-8" error={errors.ruc_empresa?.message} {...ruc} />
        <TextField
          label="Razón social"
          autoComplete="organization"
          readOnly={locked.razon_social}
          error={errors.razon_social?.message}
          {...register('razon_social')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          readOnly={locked.correo_electronico}
          error={errors.correo_electronico?.message}
          {...register('correo_electronico')}
        />
        <TextField
          label="Celular / Teléfono"
          type="tel"
          inputMode="numeric"
          placeholder="0991-123456"
          error={errors.celular_telefono?.message}
          {...phoneCheck.inputProps}
        />
      </div>
      <div className={styles.row}>
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.password_empresa?.message}
          {...register('password_empresa')}
        />
        <TextField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirmation_empresa?.message}
          {...register('passwordConfirmation_empresa')}
        />
      </div>
      <PasswordHint />
      <ManagersFields form={form} managers={managers} />
      <SubmitButton busy={isSubmitting || done}>Registrar empresa</SubmitButton>
    </form>
  );
}
