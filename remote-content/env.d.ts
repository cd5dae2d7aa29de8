/// <reference types="@testing-library/jest-dom/vitest" />
/// <reference path="../platform/build/assets.d.ts" />
