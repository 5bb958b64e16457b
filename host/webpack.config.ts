import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@portal/tooling/webpack';
import { publicFiles } from './public-files';

const dir = path.dirname(fileURLToPath(import.meta.url));

const config = createAppConfig({
  dir,
  host: true,
  runtimePlugins: [path.join(dir, 'src/federation/fallback-plugin.ts'), path.join(dir, 'src/federation/task-boundary-plugin.ts')],
});
config.plugins = [...(config.plugins ?? []), publicFiles(path.join(dir, 'public'))];

export default config;
