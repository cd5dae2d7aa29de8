import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The suite runs beside builds and other lanes on two cores: what a test waits for on screen (findBy…, waitFor) may
// take seconds to come there, not the library's default second; a test that never sees it still fails.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => cleanup());
