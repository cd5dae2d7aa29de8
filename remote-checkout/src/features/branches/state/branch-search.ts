// The pure rule lives in the contracts (geo/branch-rules) so checkout and content use the same one.
export { MIN_SEARCH_LENGTH, filterBranches, isBranchSearch } from '@botica/shared-contracts/geo/branch-rules';
