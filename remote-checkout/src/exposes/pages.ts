import type { ComponentType } from 'react';

/** Pages of this remote by route id (shared-contracts route table); the host mounts them. */
export const pages: Record<string, ComponentType> = {};
