import type { InputHTMLAttributes, ReactNode } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  children?: ReactNode;
}

/** A labelled input with its error under it (the error is the input's accessible description). */
export function Field({ label, error, children, id, ...input }: Props) {
  const inputId = id ?? `ct-${input.name}`;
  return (
    <div className="ct-field">
      <label htmlFor={inputId}>{label}</label>
      {children ?? <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} {...input} />}
      {error && (
        <p className="ct-field-error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
