import type { SocialProvider } from '@botica/shared-contracts/auth/payloads';
import styles from './social-buttons.module.css';

/** Start of the social sign-in: the API's provider page, which comes back to `returnTo` (or /social-register). */
export function socialStartUrl(provider: SocialProvider, returnTo: string): string {
  return `/api/social/${provider}/start?redirect=${encodeURIComponent(returnTo)}`;
}

export function SocialButtons({ returnTo }: { returnTo: string }) {
  return (
    <div className={styles.social}>
      <a className={`${styles.button} ${styles.google}`} href={socialStartUrl('google', returnTo)}>
        <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true">
          <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z" />
          <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 7l7.4 5.7c4.3-4 6.9-9.9 6.9-17.2z" />
          <path fill="#FBBC05" d="M10.5 28.7c-.5-1.4-.8-3-.8-4.7s.3-3.2.8-4.7l-7.8-6C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6z" />
          <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.1-13.5-9.8l-7.8 6C6.6 42.6 14.6 48 24 48z" />
        </svg>
        Continuar con Google
      </a>
      <a className={`${styles.button} ${styles.facebook}`} href={socialStartUrl('facebook', returnTo)}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
        </svg>
        Continuar con Facebook
      </a>
    </div>
  );
}
