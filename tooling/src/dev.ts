// `pnpm dev`: the server (restarted on change) with its registry pointing at dev servers, and one
// webpack dev server per app with live reload. Open http://127.0.0.1:3000/home.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { DEV_PORTS, REMOTES } from './federation-shared';

process.env.NODE_ENV = 'development';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverDir = path.join(root, 'server');
const children: ChildProcess[] = [];
const devServers: WebpackDevServer[] = [];

async function startApp(app: string): Promise<void> {
  const mod = (await import(pathToFileURL(path.join(root, app, 'webpack.config.ts')).href)) as {
    default: Configuration & { devServer?: WebpackDevServer.Configuration };
  };
  const { devServer, ...config } = mod.default;
  // Live reload rather than HMR: a federated remote's modules are owned by the host's runtime.
  const server = new WebpackDevServer({ ...devServer, hot: false, liveReload: true, client: { overlay: { warnings: false } } }, webpack(config));
  await server.start();
  devServers.push(server);
  console.log(`${app}: http://127.0.0.1:${DEV_PORTS[app]}`);
}

function startServer(): void {
  const env = { ...process.env, PORTAL_DEV_REMOTES: '1', PORT: process.env.PORT ?? '8080' };
  for (const command of [['migrate'], ['seed', '--if-empty']]) {
    spawnSync(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...command], { cwd: serverDir, env, stdio: 'inherit' });
  }
  children.push(spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/main.ts'], { cwd: serverDir, env, stdio: 'inherit' }));
}

async function stopAll(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(devServers.map((s) => s.stop()));
  process.exit(0);
}

async function main(): Promise<void> {
  process.on('SIGINT', () => void stopAll());
  process.on('SIGTERM', () => void stopAll());
  startServer();
  for (const app of [...REMOTES, 'host']) await startApp(app);
  console.log(`\nportal (dev): http://127.0.0.1:${DEV_PORTS.host}/home`);
}

main().catch((error: unknown) => {
  console.error(error);
  void stopAll();
});
