import * as v from 'valibot';
import { RELEASE_APPS } from './entities';

/** One app's channel as the host servers read it: the stable version (null: the base build) and the canary's share. */
export const LiveChannelSchema = v.object({
  estable: v.nullable(v.string()),
  canario: v.nullable(v.string()),
  porcentaje: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
});
export type LiveChannel = v.InferOutput<typeof LiveChannelSchema>;

/** `GET /api/releases/vigentes`: the channel of every app that has one; an app left out serves its base build. */
export const LiveReleasesSchema = v.record(v.picklist(RELEASE_APPS), LiveChannelSchema);
export type LiveReleases = Partial<Record<(typeof RELEASE_APPS)[number], LiveChannel>>;

export const LiveReleasesResponseSchema = v.object({ ok: v.literal(true), result: LiveReleasesSchema });
