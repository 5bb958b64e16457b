// Compiles the server for production: `node dist/main.js` instead of tsx, which transpiles every
// module at each start and keeps its transform cache and esbuild service in the serving process.
//
// esbuild (the transform tsx itself runs on, so the compiled code is what `pnpm dev` runs) bundles
// src/main.ts and src/cli.ts into dist/main.js and dist/cli.js, CommonJS like the package. The
// workspace's TypeScript packages (@portal/shared's core and what it imports) have no JavaScript
// build of their own, so they go into the bundle; every package the server itself depends on stays
// an ordinary require from node_modules (PGlite finds its WebAssembly beside itself, the canvas
// and argon2 native modules load as usual). dist/ sits where src/ does, so config.ts's
// `__dirname/../..` still names the repository.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverDir = path.resolve(__dirname, '..');

/** A bare import the server can require at run time stays external; anything else is bundled. */
const externalWhenResolvable: Plugin = {
  name: 'external-when-resolvable',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@portal/')) return undefined;
      const pkg = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
      // A dependency of the server (pnpm links it into server/node_modules); not the shared core's
      // own (axios, i18next), which are bundled with it.
      return fs.existsSync(path.join(serverDir, 'node_modules', pkg)) || builtinModules.includes(pkg) ? { path: args.path, external: true } : undefined;
    });
  },
};

/** Compiles src/main.ts and src/cli.ts into dist/ (also the API tests' global setup, so their
 * server and CLI processes run what `pnpm serve` runs, without tsx's start-up on every spawn). */
export async function compileServer(): Promise<void> {
  await build({
    entryPoints: { main: path.join(serverDir, 'src/main.ts'), cli: path.join(serverDir, 'src/cli.ts') },
    outdir: path.join(serverDir, 'dist'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // Shared modules between the two entries stay in each: two files, no chunk loader.
    splitting: false,
    sourcemap: 'linked',
    // Stack traces and the logger's names stay readable; the size does not matter on a server.
    minify: false,
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalWhenResolvable],
    // `require.resolve('@fontsource/…')` is meant for run time, from dist/ beside src/; the file
    // sniffer's `eval('import(…)')` loads an ESM-only package at run time on purpose.
    logOverride: { 'require-resolve-not-external': 'silent', 'direct-eval': 'silent' },
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  await compileServer();
  console.log(`server compiled to ${path.relative(process.cwd(), path.join(serverDir, 'dist'))}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
