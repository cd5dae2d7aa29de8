// The pure rule lives in the contracts so every app that shows branches (checkout, content) uses the same one.
export * from '@botica/shared-contracts/geo/branch-status';
