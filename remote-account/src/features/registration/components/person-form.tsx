import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  PersonaFormSchema,
  documentError,
  type DocumentType,
  type PersonaForm,
  type SocialProfile,
} from '@botica/shared-contracts/auth/payloads';
import { TextField } from '../../../ui/text-field';
import { SelectField } from '../../../ui/select-field';
import { SubmitButton } from '../../../ui/submit-button';
import { documentOutcome } from '../api/document-outcome';
import { useNationalities } from '../api/nationalities';
import { registerCustomer } from '../api/register';
import { RegistrationError } from './in-use-message';
import { applyRegistrationError } from './registration-errors';
import { PasswordHint } from './password-hint';
import { startSession } from '../../../ui/start-session';
import { usePhoneAvailability } from './use-phone-availability';
import styles from '../../../ui/ui.module.css';

const FIELDS = ['documentType', 'document', 'nacionalidad', 'firstName', 'lastName', 'email', 'phone', 'password', 'passwordConfirmation'] as const;
type Lockable = 'firstName' | 'lastName' | 'email';

/**
 * The Persona tab of /signup, and the completion form of /social-register (with the provider's profile).
 * Leaving the document looks it up; leaving the phone checks it is free.
 */
export function PersonForm({ social }: { social?: SocialProfile }) {
  const [clieCodigo, setClieCodigo] = useState(0);
  const [locked, setLocked] = useState<Partial<Record<Lockable, boolean>>>(social?.email ? { email: true } : {});
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PersonaForm>({
    resolver: valibotResolver(PersonaFormSchema),
    criteriaMode: 'all',
    defaultValues: {
      documentType: 'ci',
      document: '',
      nacionalidad: '',
      firstName: social?.firstName ?? '',
      lastName: social?.lastName ?? '',
      email: social?.email ?? '',
      phone: '',
      password: '',
      passwordConfirmation: '',
    },
  });
  const documentType = watch('documentType');
  const nationalities = useNationalities(documentType === 'doc_extranjero');

  const fill = (values: Partial<Record<Lockable, string>>, lock: boolean) => {
    const next: Partial<Record<Lockable, boolean>> = social?.email ? { email: true } : {};
    for (const key of ['firstName', 'lastName', 'email'] as const) {
      if (key === 'email' && social?.email) continue;
      const value = values[key] ?? '';
      setValue(key, value, { shouldValidate: value !== '' });
      if (lock && value) next[key] = true;
    }
    setLocked(next);
  };

  const onDocumentBlur = async () => {
    const { document, documentType: type } = getValues();
    const value = document.trim();
    if (!value || documentError(type, value)) return;
    const outcome = await documentOutcome(value, type as DocumentType);
    if (outcome.kind === 'taken') {
      fill({}, false);
      setClieCodigo(0);
      setError('document', { type: 'lookup', message: outcome.message || 'Este documento ya tiene una cuenta.' });
    } else if (outcome.kind === 'found') {
      clearErrors('document');
      setClieCodigo(outcome.customer.codigo);
      fill({ firstName: outcome.customer.nombres, lastName: outcome.customer.apellidos, email: outcome.customer.email ?? '' }, true);
    } else if (outcome.kind === 'none') {
      clearErrors('document');
      setClieCodigo(0);
      // only what an earlier lookup filled is cleared: what the person typed stays
      const keep = Object.fromEntries((['firstName', 'lastName', 'email'] as const).map((k) => [k, locked[k] ? '' : getValues(k)]));
      fill(keep, false);
    }
  };


  const onSubmit = handleSubmit(async (values) => {
    if (phoneCheck.blocksSubmit()) return;
    try {
      await registerCustomer({
        tipo: 'persona',
        opcion: 0,
        ...values,
        nacionalidad: values.documentType === 'doc_extranjero' ? values.nacionalidad : null,
        clieCodigo,
        googleId: social?.provider === 'google' ? social.id : null,
        facebookId: social?.provider === 'facebook' ? social.id : null,
      });
      setDone(true);
      if (!(await startSession())) setDone(false);
    } catch (error) {
      applyRegistrationError(error, FIELDS, setError);
    }
  });

  // registered in the order they are shown, so a failed submit focuses the first wrong field
  const typeField = register('documentType', {
    onChange: () => {
      setValue('document', '');
      setClieCodigo(0);
      clearErrors('document');
    },
  });
  const document = register('document', { onBlur: () => void onDocumentBlur() });
  // Registered after the document field so that field keeps the first focus on errors.
  const phoneCheck = usePhoneAvailability<PersonaForm>({ getValues, setError, clearErrors, register }, 'phone', 'document');
  for (const name of ['nacionalidad', 'firstName', 'lastName', 'email'] as const) register(name);

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate data-testid="person-form">
      <RegistrationError message={errors.root?.server?.message} />
      <div className={styles.row}>
        <SelectField label="Tipo de documento" error={errors.documentType?.message} {...typeField}>
          <option value="ci">Cédula de identidad</option>
          <option value="ruc">RUC</option>
          <option value="doc_extranjero">Documento extranjero</option>
        </SelectField>
        <TextField
          label="Nro. de documento"
          inputMode={documentType === 'doc_extranjero' ? 'text' : 'numeric'}
          placeholder={documentType === 'ruc' ? '1234567-8' : undefined}
          error={errors.document?.message}
          {...document}
        />
      </div>
      {documentType === 'doc_extranjero' && (
        <SelectField label="Nacionalidad" error={errors.nacionalidad?.message} {...register('nacionalidad')}>
          <option value="">Seleccione su nacionalidad</option>
          {nationalities.map((n) => (
            <option key={n.codigo} value={n.codigo}>
              {n.descripcion}
            </option>
          ))}
        </SelectField>
      )}
      <div className={styles.row}>
        <TextField label="Nombres" autoComplete="given-name" readOnly={locked.firstName} error={errors.firstName?.message} {...register('firstName')} />
        <TextField label="Apellidos" autoComplete="family-name" readOnly={locked.lastName} error={errors.lastName?.message} {...register('lastName')} />
      </div>
      <div className={styles.row}>
        <TextField label="Correo electrónico" type="email" autoComplete="email" readOnly={locked.email} error={errors.email?.message} {...register('email')} />
        <TextField
          label="Celular"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="0991-123456"
          error={errors.phone?.message}
          {...phoneCheck.inputProps}
        />
      </div>
      <div className={styles.row}>
        <TextField label="Contraseña" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
        <TextField
          label="Confirmar contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirmation?.message}
          {...register('passwordConfirmation')}
        />
      </div>
      <PasswordHint />
      <SubmitButton busy={isSubmitting || done}>{social ? 'Continuar' : 'Registrarme'}</SubmitButton>
    </form>
  );
}
