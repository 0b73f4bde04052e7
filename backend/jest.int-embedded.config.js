/**
 * The concurrency cases of the mentoring area (a 20-way race for one slot, AMA capacity) once more on the
 * embedded PostgreSQL that `npm start` runs without DATABASE_URL (docs/database.md): the laptop default
 * must hold them exactly as the server does.
 */
delete process.env.DATABASE_URL;

module.exports = {
  ...require('./jest.int.config.js'),
  testMatch: ['<rootDir>/test/mentoring-bookings.int-spec.ts', '<rootDir>/test/mentoring-progress.int-spec.ts', '<rootDir>/test/scheduler.int-spec.ts'],
};
