import { fuzzShard } from './fuzz-run.js';

// Half of the routes (the other half is fuzz-2.test.ts); see fuzz-run.ts.
fuzzShard(1);
