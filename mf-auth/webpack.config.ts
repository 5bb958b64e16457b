import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@portal/tooling/webpack';
import { exposes } from './module-federation.config';

export default createAppConfig({ dir: path.dirname(fileURLToPath(import.meta.url)), exposes });
