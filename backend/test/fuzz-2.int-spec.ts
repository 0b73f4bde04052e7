/** Fuzzing, shard 2 of 2 (test/fuzz/suite.ts): a file per shard, so two workers share the operations. */
import { fuzzSuite } from './fuzz/suite';

fuzzSuite(1, 2);
