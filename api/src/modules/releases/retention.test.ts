import { describe, expect, it } from 'vitest';
import { LIVE_WINDOW_MS, prunable } from './retention.js';

const now = new Date('2026-11-30T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;
const release = (version: string, createdHoursAgo: number, liveUntil: Date | null = null, removed = false) => ({ version, createdAt: ago(createdHoursAgo * HOUR), liveUntil, removed });

describe('retention of released versions', () => {
  it('keeps the N newest, the live ones and those live in the last 24 h; lets the rest go', () => {
    const releases = [
      release('v1', 100),
      release('v2', 90, ago(LIVE_WINDOW_MS + HOUR)),
      release('v3', 80, ago(LIVE_WINDOW_MS - HOUR)),
      release('v4', 70),
      release('v5', 60),
      release('v6', 50),
      release('v7', 40),
    ];
    expect(prunable(releases, new Set(['v1']), now, 3)).toEqual(['v2', 'v4']);
  });

  it('lists a version once: one already removed is not listed again', () => {
    expect(prunable([release('v1', 10, null, true), release('v2', 5)], new Set(), now, 0)).toEqual(['v2']);
  });

  it('a version that stopped being live exactly 24 h ago may go', () => {
    expect(prunable([release('v1', 48, ago(LIVE_WINDOW_MS))], new Set(), now, 0)).toEqual(['v1']);
  });
});
