/**
 * Runs the longest integration suites first, even when jest has no timings of them yet (a fresh
 * checkout or cache): jest then orders files by size, and the fuzz shards are 4-line files, so the
 * two longest suites started last and the run ended on them with the other workers idle. Suites with
 * a timing from an earlier run keep jest's order (failed first, then longest first).
 */
const { default: Sequencer } = require('@jest/test-sequencer');

/** The longest suites (each a minute or more on 2 cores), longest first. */
const LONGEST = ['fuzz-1', 'fuzz-2', 'authorization-matrix', 'process-faults'];

class LongestFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const rank = (test) => {
      const i = LONGEST.findIndex((name) => test.path.endsWith(`/test/${name}.int-spec.ts`));
      return i < 0 || test.duration != null ? LONGEST.length : i;
    };
    return sorted
      .map((test, i) => ({ test, i }))
      .sort((a, b) => rank(a.test) - rank(b.test) || a.i - b.i)
      .map(({ test }) => test);
  }
}

module.exports = LongestFirstSequencer;
