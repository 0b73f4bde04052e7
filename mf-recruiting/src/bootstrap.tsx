/** Runs the recruiting area on its own for development (`npm run serve -w @fiji/mf-recruiting`). */
import './standalone.css';
import { runStandalone } from '@fiji/platform/src/standalone/run-standalone';
import area from './routes';

runStandalone(area, 'Recruiting area');
