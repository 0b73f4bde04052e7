/** Runs the mentoring area on its own for development (`npm run serve -w @fiji/mf-mentoring`). */
import './standalone.css';
import { runStandalone } from '@fiji/platform/src/standalone/run-standalone';
import area from './routes';

runStandalone(area, 'Mentoring area');
