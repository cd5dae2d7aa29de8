/// <reference types="@testing-library/jest-dom/vitest" />
/// <reference path="../shared-contracts/build/assets.d.ts" />
