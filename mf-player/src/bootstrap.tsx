/** Runs the player area on its own for development (`npm run serve -w @fiji/mf-player`). */
import './standalone.css';
import { runStandalone } from '@fiji/platform/src/standalone/run-standalone';
import area from './routes';

runStandalone(area, 'Player area');
