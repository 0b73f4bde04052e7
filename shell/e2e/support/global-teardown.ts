/** Stops what global-setup started: the browser, then the site and its scratch database. */
import { takeRunning } from './run-state';

export default async function globalTeardown(): Promise<void> {
  const running = takeRunning();
  await running?.browser.close();
  await running?.site.stop();
}
