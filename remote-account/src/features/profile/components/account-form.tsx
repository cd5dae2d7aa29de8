import { useForm, type Resolver } from 'react-hook-form';
import toast from '@botica/platform/toast';
import * as v from 'valibot';
import {
  ACCOUNT_MESSAGES,
  AccountUpdatePayloadSchema,
  PersonUpdatePayloadSchema,
  type AccountUpdatePayload,
} from '@botica/shared-contracts/account/payloads';
import type { Customer } from '@botica/shared-contracts/customer/entities';
import { ApiError } from '@botica/shared-contracts/http/errors';
import { SelectField } from '../../../ui/select-field';
import { SubmitButton } from '../../../ui/submit-button';
import { TextField } from '../../../ui/text-field';
import { applyServerErrors } from '../../../ui/server-errors';
import { refreshSession } from '../../../ui/refresh-session';
import { updateAccount } from '../api/update-account';
import styles from '../../../ui/ui.module.css';

type Values = {
  nombres: string;
  apellidos: string;
  ci: string;
  ruc: string;
  documentoExtranjero: string;
  estadoCivil: string;
  sexo: string;
  celular1: string;
  celular2: string;
  telefonoFijo: string;
  email: string;
};
const FIELDS = ['nombres', 'apellidos', 'ci', 'ruc', 'documentoExtranjero', 'estadoCivil', 'sexo', 'celular1', 'celular2', 'telefonoFijo', 'email'] as const;

/** 0981123456 → 0981-123456, the format the form asks for. */
export const phoneMask = (s: string | null | undefined) => {
  const d = (s ?? '').replace(/\D/g, '');
  return d.length === 10 ? `${d.slice(0, 4)}-${d.slice(4)}` : (s ?? '');
};

const toPayload = (x: Values): AccountUpdatePayload => ({
  ...x,
  estadoCivil: (x.estadoCivil || null) as AccountUpdatePayload['estadoCivil'],
  sexo: (x.sexo || null) as AccountUpdatePayload['sexo'],
});

/** The same valibot schema the API checks, each issue on its field. */
const resolverFor =
  (company: boolean): Resolver<Values> =>
  async (values) => {
    const result = v.safeParse(company ? AccountUpdatePayloadSchema : PersonUpdatePayloadSchema, toPayload(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      const key = issue.path?.map((p) => String(p.key)).join('.') ?? 'root';
      errors[key] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors };
  };

/** 'Actualizar mi cuenta' (spec 001 §5): names, documents, civil status, sex, phones and e-mail. */
export function AccountForm({ customer }: { customer: Customer }) {
  const company = customer.tipo === 'empresa';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: resolverFor(company),
    defaultValues: {
      nombres: company ? customer.nombreCompleto : customer.nombres,
      apellidos: customer.apellidos,
      ci: customer.ci ?? '',
      ruc: customer.ruc ?? '',
      documentoExtranjero: customer.documentoExtranjero ?? '',
      estadoCivil: customer.estadoCivil ?? '',
      sexo: customer.sexo ?? '',
      celular1: phoneMask(customer.celular1),
      celular2: phoneMask(customer.celular2),
      telefonoFijo: customer.telefonoFijo ?? '',
      email: customer.email,
    },
  });

  const onSubmit = async (values: Values) => {
    try {
      const res = await updateAccount(toPayload(values));
      toast.success(res.message || ACCOUNT_MESSAGES.updated);
      await refreshSession();
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      if (error instanceof ApiError && error.status < 500) toast.error(error.errors[0]?.error ?? error.errors[0]?.msg ?? ACCOUNT_MESSAGES.generic);
    }
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Actualizar mi cuenta">
      {company ? (
        <TextField label="Razón social" {...register('nombres')} error={errors.nombres?.message} />
      ) : (
        <div className={styles.row}>
          <TextField label="Nombres" {...register('nombres')} error={errors.nombres?.message} autoComplete="given-name" />
          <TextField label="Apellidos" {...register('apellidos')} error={errors.apellidos?.message} autoComplete="family-name" />
        </div>
      )}
      <div className={styles.row}>
        {!company && (
          <TextField
            label="Cédula de identidad"
            {...register('ci')}
            error={errors.ci?.message}
            inputMode="numeric"
            readOnly={customer.documentType === 'ci' && customer.clienteVerificado}
          />
        )}
        <TextField label="RUC" {...register('ruc')} error={errors.ruc?.message} placeholder="1234567-8" readOnly={customer.documentType === 'ruc'} />
      </div>
      {!company && (
        <TextField label="Documento extranjero" {...register('documentoExtranjero')} error={errors.documentoExtranjero?.message} />
      )}
      {!company && (
        <div className={styles.row}>
          <SelectField label="Estado civil" {...register('estadoCivil')} error={errors.estadoCivil?.message}>
            <option value="">Seleccione</option>
            <option value="S">Soltero/a</option>
            <option value="C">Casado/a</option>
            <option value="D">Divorciado/a</option>
            <option value="V">Viudo/a</option>
          </SelectField>
          <SelectField label="Sexo" {...register('sexo')} error={errors.sexo?.message}>
            <option value="">Seleccione</option>
            <option value="M">Masculino</option>
            <option value="F">Femenino</option>
          </SelectField>
        </div>
      )}
      <div className={styles.row}>
        <TextField label="Celular" {...register('celular1')} error={errors.celular1?.message} placeholder="0991-123456" inputMode="tel" />
        <TextField label="Celular 2" {...register('celular2')} error={errors.celular2?.message} placeholder="0991-123456" inputMode="tel" />
      </div>
      <div className={styles.row}>
        <TextField
          label="Teléfono"
          {...register('telefonoFijo')}
          error={errors.telefonoFijo?.message}
          hint={ACCOUNT_MESSAGES.telephoneHint}
          inputMode="tel"
        />
        <TextField label="Correo electrónico" type="email" {...register('email')} error={errors.email?.message} autoComplete="email" />
      </div>
      {errors.root?.server?.message && (
        <p className={styles.alert} role="alert">
          {errors.root.server.message}
        </p>
      )}
      <SubmitButton busy={isSubmitting}>Actualizar</SubmitButton>
    </form>
  );
}
