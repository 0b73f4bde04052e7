/**
 * The mentoring area (a 20-way race for one slot, AMA capacity, slots across zones and DST) once more on the
 * embedded PostgreSQL that `npm start` runs without DATABASE_URL (docs/database.md): the laptop default
 * must hold them exactly as the server does.
 */
delete process.env.DATABASE_URL;

module.exports = {
  ...require('./jest.int.config.js'),
  // Four suites: two workers, as before the PostgreSQL run went to three (docs/performance.md, "Test run").
  maxWorkers: Number(process.env.IT_WORKERS ?? 2),
  testMatch: [
    '<rootDir>/test/mentoring-bookings.int-spec.ts',
    '<rootDir>/test/mentoring-progress.int-spec.ts',
    // The slot maths across zones and DST, and the listing rules, on the laptop's database too.
    '<rootDir>/test/mentoring-mentors.int-spec.ts',
    '<rootDir>/test/scheduler.int-spec.ts',
  ],
};
