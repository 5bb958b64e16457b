// Builds the app in the current directory from its webpack.config.ts through webpack's Node API,
// so configs stay TypeScript without a separate loader setup for webpack-cli.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { constants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import { routeLabels } from './route-labels';
import { routeUiNames } from './route-ui';
import { routePageFiles } from './route-files';
import { CHUNKS_FILE, chunkPackages } from './chunk-packages';
import { writeFirstScreenTexts } from './first-screen-texts';

/**
 * A remote's routes, written beside its build: the registry hands them to the host, which then
 * knows the remote's pages (and shows a fallback for them) even when the remote cannot load.
 */
async function writeRouteTable(dir: string, compilation: webpack.Compilation): Promise<void> {
  const manifestFile = path.join(dir, 'src/manifest.ts');
  if (!existsSync(manifestFile)) return;
  const mod = (await import(pathToFileURL(manifestFile).href)) as { manifest: Parameters<typeof routeLabels>[0] };
  const appFile = path.join(dir, 'src/app.tsx');
  const ui = existsSync(appFile) ? routeUiNames(compilation, appFile) : {};
  const files = existsSync(appFile) ? routePageFiles(compilation, appFile) : {};
  const routes = (mod.manifest.routes as { path: string; labelKey: string }[]).map((route) => ({
    ...route,
    ...(ui[route.path] ? { ui: ui[route.path] } : {}),
    ...(files[route.path] ? { files: files[route.path] } : {}),
  }));
  writeFileSync(path.join(dir, 'dist/portal-routes.json'), JSON.stringify(routes));
  // Labels too: the host builds menu, tags and titles from the registry without fetching the remote.
  writeFileSync(path.join(dir, 'dist/portal-labels.json'), JSON.stringify(routeLabels(mod.manifest)));
}

/** Compressed once here, at the highest level, so the server never compresses per request. */
function writeGzipTwins(distDir: string): void {
  for (const name of readdirSync(distDir)) {
    if (!/\.(js|css|html|json|svg)$/.test(name)) continue;
    const content = readFileSync(path.join(distDir, name));
    if (content.length < 1024) continue;
    writeFileSync(path.join(distDir, `${name}.gz`), gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
  }
}

async function main(): Promise<void> {
  const dir = process.cwd();
  const mod = (await import(pathToFileURL(path.join(dir, 'webpack.config.ts')).href)) as { default: Configuration };
  const config = { ...mod.default };
  delete (config as Record<string, unknown>).devServer;
  const outDir = config.output?.path ?? path.join(dir, 'dist');
  const started = Date.now();
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(config, (err, result) => (err || !result ? reject(err ?? new Error('no stats')) : resolve(result)));
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  if (stats.hasErrors()) {
    for (const e of info.errors ?? []) console.error(e.message);
    process.exit(1);
  }
  for (const w of info.warnings ?? []) console.warn(w.message);
  const bytes = (info.assets ?? []).reduce((sum, a) => sum + a.size, 0);
  writeFileSync(path.join(outDir, CHUNKS_FILE), JSON.stringify(chunkPackages(stats.compilation, path.basename(dir))));
  await writeRouteTable(dir, stats.compilation);
  writeFirstScreenTexts(dir, outDir);
  writeGzipTwins(outDir);
  console.log(`${path.basename(dir)}${process.env.PORTAL_UI_WHOLE === '1' ? ' (whole antd variant)' : ''}: built in ${((Date.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KiB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
