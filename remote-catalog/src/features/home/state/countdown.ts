export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Time left until `end`, or null once it has passed. */
export function remaining(end: Date, now: Date): Remaining | null {
  const ms = end.getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
