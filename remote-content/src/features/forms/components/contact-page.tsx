import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import toast from '@botica/platform/toast';
import { type ContactInput, ContactSchema } from '@botica/shared-contracts/content/forms';
import { CALL_CENTRE, telHref } from '@botica/shared-contracts/content/contact';
import type { ApiError } from '@botica/shared-contracts/http/errors';
import { StaticPage } from '../../static-pages/components/static-page';
import { sendJsonForm } from '../api/send-form';
import { Field } from './field';

/** /contacto ('Contacto'): fullname, email, phone, subject (consulta, reclamo), text; 'Enviar'. */
export function ContactPage() {
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactInput>({
    resolver: valibotResolver(ContactSchema),
    defaultValues: { fullname: '', email: '', phone: '', subject: undefined, text: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const ok = await sendJsonForm('contacto', values);
      toast.success(ok.msg, { duration: 5000 });
      reset();
    } catch (error) {
      const e = error as ApiError;
      const field = e.errors[0]?.param as keyof ContactInput | undefined;
      if (field) setError(field, { message: e.message });
      else toast.error(e.message, { duration: 5000 });
    }
  });
  return (
    <StaticPage title="Contacto" lead="Escribinos tu consulta o reclamo; te respondemos a la brevedad." testId="contact-page">
      <form className="ct-form" onSubmit={onSubmit} noValidate aria-label="Contacto">
        <Field label="Nombre completo" autoComplete="name" error={errors.fullname?.message} {...register('fullname')} />
        <Field label="Correo" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Field label="Celular" type="tel" placeholder="0981123456" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <Field label="Asunto" error={errors.subject?.message} id="ct-subject">
          <select id="ct-subject" aria-invalid={errors.subject ? true : undefined} {...register('subject')} defaultValue="">
            <option value="" disabled>
              Seleccione
            </option>
            <option value="consulta">Consulta</option>
            <option value="reclamo">Reclamo</option>
          </select>
        </Field>
        <Field label="Mensaje" error={errors.text?.message} id="ct-text">
          <textarea id="ct-text" rows={5} aria-invalid={errors.text ? true : undefined} {...register('text')} />
        </Field>
        <button className="ct-button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Procesando...' : 'Enviar'}
        </button>
      </form>
      <p className="ct-note">
        También podés llamarnos al <a href={telHref(CALL_CENTRE.main)}>{CALL_CENTRE.main}</a> o escribirnos a{' '}
        <a href={`mailto:${CALL_CENTRE.email}`}>{CALL_CENTRE.email}</a>.
      </p>
    </StaticPage>
  );
}
