import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import webpack, { type Chunk, type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { commonTextsDigest } from './common-texts-digest';
import { federationExperiments, federationVersion, runtimeRecord, runtimeRecordPlugin } from './federation-runtime';
import { DEV_PORTS, federationName, sharedLibraries } from './federation-shared';
import { antdStylesheetPlugin } from './antd-stylesheet';
import { compileHintsPlugin } from './compile-hints';
import { preloadFirstChunksPlugin } from './preload-first-chunks';
import { appSourceDirs, deferredRecord, esEntry, isUiPart, uiRecordPlugin, writeTrimmedUi } from './trimmed-ui';
import { scanUiUsage } from './ui-usage';

const require = createRequire(import.meta.url);
const COMMON_LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/src/core/i18n/locales');

export interface AppOptions {
  /** Folder of the app (host, mf-public, …). */
  dir: string;
  exposes?: Record<string, string>;
  host?: boolean;
  runtimePlugins?: string[];
}

/** The host's shared libraries, in one chunk (see splitChunks below). */
const LIBRARY_CHUNK = 'libraries';
/** The host's boot `import()`s, one task each (host/src/index.ts, bootstrap.tsx): their chunks are named in the page. */
const BOOT_REQUESTS = ['./boot/react-libraries', './boot/ui-library', './boot/shell-libraries', './bootstrap', './App'];

/**
 * antd's component folders (`antd/es`) under a name no shared library starts with: the host's boot
 * evaluates the first-load part of antd a few components per task by importing them so (host/src/index.ts).
 * As `antd/es/…` each was a shared subpath, with its own sharing code in the page and chunk.
 */
const ANTD_ES_ALIAS = 'portal-antd-es';

const API_PREFIXES = ['/isp', '/auth', '/upms', '/code', '/mf', '/remotes', '/health'];

export function createAppConfig(options: AppOptions): Configuration & { devServer?: Record<string, unknown> } {
  const folder = path.basename(options.dir);
  const production = process.env.NODE_ENV !== 'development';
  const isHost = options.host === true;
  // Only the host trims, and only in production: a dev server keeps whole libraries, so a component
  // just added to a remote works before the host is rebuilt. The host is built a second time with
  // whole libraries into dist/whole/ (PORTAL_UI_WHOLE=1): the server serves that variant while a
  // live remote needs an export the trimmed build lacks (server/src/platform/ui-shortfall.ts).
  const wholeVariant = isHost && process.env.PORTAL_UI_WHOLE === '1';
  const hostUi = isHost && production && !wholeVariant ? writeTrimmedUi(options.dir) : undefined;
  const swcOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: !production } },
      target: 'es2020',
    },
  };
  return {
    mode: production ? 'production' : 'development',
    context: options.dir,
    // Maps are written beside the build for operators but not referenced, and the server never serves
    // them (server/src/platform/static.ts): production publishes no sources.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    entry: './src/index.ts',
    output: {
      path: path.join(options.dir, wholeVariant ? 'dist/whole' : 'dist'),
      // The host is served from the site root; a remote from whatever versioned folder is live.
      publicPath: wholeVariant ? '/whole/' : isHost ? '/' : 'auto',
      // Entries carry the federation runtime and cannot take a content hash; they are served
      // no-cache (host) or from an immutable versioned folder (remotes). Chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: federationName(folder),
      // The two host variants build side by side (tooling/src/build-all.ts): each empties only its
      // own folder, and the trimmed one leaves the whole one's (dist/whole) alone.
      clean: wholeVariant ? true : { keep: /^whole(\/|$)/ },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['browser', 'import', 'module', 'default'],
      ...(isHost ? { alias: { [ANTD_ES_ALIAS]: path.dirname(esEntry(options.dir, 'antd')) } } : {}),
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: require.resolve('swc-loader'), options: swcOptions },
        },
        // No source map for the styles in a production build: css-loader follows `devtool` and put
        // each stylesheet's text a second time (sourcesContent) into the scripts, and style-loader
        // encoded that map to base64 in the browser as it inserted each style, at every page load.
        { test: /\.css$/, use: [require.resolve('style-loader'), { loader: require.resolve('css-loader'), options: { sourceMap: !production } }] },
        { test: /\.(png|svg|jpg|jpeg|gif|webp)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
      ],
    },
    optimization: {
      minimize: production,
      // The host's shared libraries are all needed by the first page (the remotes take them from
      // the host), and webpack's default split made them 27 files, down to dayjs plugins of a few
      // hundred bytes: one file instead, for the same bytes in a fraction of the requests. The
      // deferred components of antd (tooling/src/ui-tiers.ts) keep a chunk each, and what two of
      // them share (rc-select under Select, Pagination and TreeSelect) goes to a chunk of its own
      // instead of into both.
      ...(isHost && production
        ? {
            splitChunks: {
              cacheGroups: {
                defaultVendors: false,
                default: false,
                libraries: { test: /[\\/]node_modules[\\/]/, name: LIBRARY_CHUNK, chunks: (chunk: Chunk) => !chunk.canBeInitial() && !isUiPart(chunk.name), enforce: true },
                uiShared: { test: /[\\/]node_modules[\\/]/, chunks: (chunk: Chunk) => isUiPart(chunk.name), minChunks: 2, minSize: 4000, maxAsyncRequests: 30 },
              },
            },
          }
        : {}),
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    // The manifest plugin warns through the infrastructure log that publicPath is 'auto': that is
    // deliberate (a remote is served from whichever versioned folder is live).
    infrastructureLogging: { level: 'error' },
    plugins: [
      new webpack.DefinePlugin({ __PORTAL_COMMON_TEXTS__: JSON.stringify(commonTextsDigest(COMMON_LOCALES)) }),
      new ModuleFederationPlugin({
        name: federationName(folder),
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        // No remote URL is baked in: the host registers remotes at start from /mf/registry.json.
        remotes: {},
        shared: sharedLibraries(options.dir, { host: isHost, providedFrom: hostUi?.modules }),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        dts: false,
        manifest: true,
        experiments: federationExperiments(isHost),
      }),
      runtimeRecordPlugin(runtimeRecord(federationVersion(options.dir), isHost)),
      uiRecordPlugin((compilation) => ({ uses: scanUiUsage(appSourceDirs(options.dir)), ...(hostUi ? { provides: hostUi.provides, deferred: deferredRecord(compilation, hostUi.provides.antd, hostUi.folders) } : {}) })),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({ template: path.join(options.dir, 'src/index.html'), inject: 'body', scriptLoading: 'defer' }),
            ...(production ? [preloadFirstChunksPlugin(BOOT_REQUESTS, LIBRARY_CHUNK), antdStylesheetPlugin(options.dir), compileHintsPlugin(BOOT_REQUESTS, LIBRARY_CHUNK)] : []),
          ]
        : []),
    ],
    devServer: {
      port: DEV_PORTS[folder],
      host: '127.0.0.1',
      hot: true,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: isHost
        ? [{ context: API_PREFIXES, target: `http://127.0.0.1:${process.env.PORT ?? 8080}` }]
        : undefined,
    },
    stats: 'errors-warnings',
  };
}
