import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from '@botica/platform/toast';
import { CV_TYPES, FORM_MESSAGES as M, type JobApplicationInput, JobApplicationSchema, UPLOAD_LIMITS } from '@botica/shared-contracts/content/forms';
import type { ApiError } from '@botica/shared-contracts/http/errors';
import { StaticPage } from '../../static-pages/components/static-page';
import { sendMultipart } from '../api/send-form';
import { Field } from './field';

/** The CV's error, or null when it can be sent. */
export function cvError(file: File | null): string | null {
  if (!file) return M.cvRequired;
  if (!(CV_TYPES as readonly string[]).includes(file.type)) return M.cvType;
  if (file.size > UPLOAD_LIMITS.maxBytes) return M.fileTooBig;
  return null;
}

/** /trabaja-con-nosotros: fullname, email, phone, CV file, text; 'Enviar'. */
export function JobsPage() {
  const [cv, setCv] = useState<File | null>(null);
  const [cvMessage, setCvMessage] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { register, handleSubmit, reset, setError, formState } = useForm<JobApplicationInput>({
    resolver: valibotResolver(JobApplicationSchema),
    defaultValues: { fullname: '', email: '', phone: '', text: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(
    async (values) => {
      const problem = cvError(cv);
      setCvMessage(problem);
      if (problem || !cv) return;
      const body = new FormData();
      for (const [k, val] of Object.entries(values)) body.append(k, val);
      body.append('file', cv, cv.name);
      try {
        const ok = await sendMultipart('trabaja-con-nosotros', body);
        toast.success(ok.msg, { duration: 5000 });
        reset();
        setCv(null);
        setFormKey((k) => k + 1);
      } catch (error) {
        const e = error as ApiError;
        const field = e.errors[0]?.param;
        if (field === 'file') setCvMessage(e.message);
        else if (field && field in values) setError(field as keyof JobApplicationInput, { message: e.message });
        else toast.error(e.message, { duration: 5000 });
      }
    },
    () => setCvMessage(cvError(cv)),
  );
  return (
    <StaticPage title="Trabaja con nosotros" lead="Sumate a un equipo de cerca de 3000 personas en más de 500 sucursales de todo el país." testId="jobs-page">
      <form key={formKey} className="ct-form" onSubmit={onSubmit} noValidate aria-label="Trabaja con nosotros">
        <Field label="Nombre completo" autoComplete="name" error={errors.fullname?.message} {...register('fullname')} />
        <Field label="Correo" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Field label="Celular" type="tel" placeholder="0981123456" error={errors.phone?.message} {...register('phone')} />
        <Field
          label="Currículum (PDF, DOC, DOCX, PNG o JPG, hasta 5 MB)"
          name="file"
          type="file"
          accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
          error={cvMessage ?? undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0] ?? null;
            setCv(file);
            setCvMessage(file ? cvError(file) : null);
          }}
        />
        <Field label="Mensaje" error={errors.text?.message} id="ct-job-text">
          <textarea id="ct-job-text" rows={5} aria-invalid={errors.text ? true : undefined} {...register('text')} />
        </Field>
        <button className="ct-button" type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Procesando...' : 'Enviar'}
        </button>
      </form>
    </StaticPage>
  );
}
