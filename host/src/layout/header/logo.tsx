import { Link } from '@botica/platform/router';

export function Logo() {
  return (
    <Link to="/" className="bg-logo" aria-label="Botica Guaraní, ir al inicio">
      <svg viewBox="0 0 40 40" width="38" height="38" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0a7d4f" />
        <path d="M16 8h8v8h8v8h-8v8h-8v-8H8v-8h8z" fill="#fff" />
      </svg>
      <span className="bg-logo-text">
        Botica <strong>Guaraní</strong>
        <small>Farmacia · Salud · Belleza</small>
      </span>
    </Link>
  );
}
