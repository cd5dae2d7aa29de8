export function CartIcon({ size = 48 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16A2 2 0 0 0 7 19h12v-2H7.4l.9-1.6-.1-.4Z"
      />
    </svg>
  );
}

export function PillIcon({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        fill="currentColor"
        d="M4.2 12.7a5 5 0 0 1 7.1-7.1l7.1 7.1a5 5 0 0 1-7.1 7.1l-7.1-7.1Zm1.4-1.4 3.5 3.5 5-5-3.5-3.5a3 3 0 0 0-5 5Z"
      />
    </svg>
  );
}
