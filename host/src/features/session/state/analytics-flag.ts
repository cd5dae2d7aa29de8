/** The analytics flag that marks an identified customer; logout clears it (spec 002 §4). */
export const ANALYTICS_FLAG_KEY = 'analyticsUser';

export function clearAnalyticsFlag(): void {
  try {
    localStorage.removeItem(ANALYTICS_FLAG_KEY);
    sessionStorage.removeItem(ANALYTICS_FLAG_KEY);
  } catch {
    /* storage unavailable (private mode): nothing to clear */
  }
}

export function setAnalyticsFlag(clieCodigo: number): void {
  try {
    localStorage.setItem(ANALYTICS_FLAG_KEY, String(clieCodigo));
  } catch {
    /* storage unavailable */
  }
}
