import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@portal/tooling/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createAppConfig({
  dir,
  host: true,
  runtimePlugins: [path.join(dir, 'src/federation/fallback-plugin.ts')],
});
