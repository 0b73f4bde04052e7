import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  await globalThis.__FIJI_IT_TEARDOWN__?.();
  const dir = process.env.FIJI_IT_DATA_DIR;
  if (dir && !process.env.KEEP_TEST_DB) rmSync(dir, { recursive: true, force: true });
}
