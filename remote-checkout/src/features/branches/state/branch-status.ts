// The pure rule lives in the contracts (geo/branch-rules) so checkout and content use the same one.
export { WARNING_MINUTES, branchOpenStatus, scheduleLines } from '@botica/shared-contracts/geo/branch-rules';
export type { BranchStatus, BranchStatusKind } from '@botica/shared-contracts/geo/branch-rules';
