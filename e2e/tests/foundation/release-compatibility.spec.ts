import { expect, test } from '../../support/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginAsSupplier } from '../../support/api-login';
import { REPO, portalCli } from '../../support/portal-server';
import { testServer } from '../../support/server-env';

function cliEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, PORTAL_DATA_DIR: testServer().dataDir };
  delete env.DATABASE_URL;
  return env;
}

/** The portal runtime the builds were made with (bumped by fixes and additions). */
const RUNTIME = (JSON.parse(readFileSync(path.join(REPO, 'runtime', 'package.json'), 'utf8')) as { version: string }).version;
/** What a build made with it requires of the host: its minor, whatever the patch. */
const REQUIRED = `^${RUNTIME.split('.').slice(0, 2).join('.')}.0`;

interface Manifest {
  shared: { name: string; version: string; requiredVersion: string }[];
}

/** A copy of mf-supplier's build, changed by `edit`, in a throwaway folder. */
function supplierBuild(edit: (dir: string) => void): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-build-')), 'dist');
  cpSync(path.join(REPO, 'mf-supplier', 'dist'), dir, { recursive: true });
  edit(dir);
  return dir;
}

const registry = async (request: import('@playwright/test').APIRequestContext) => (await request.get('/mf/registry.json')).json();

test('a build that requires a newer portal runtime than the live host is refused, naming the module and both versions', async ({ request }) => {
  const raised = supplierBuild((dir) => {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    const runtime = manifest.shared.find((s) => s.name === '@portal/runtime');
    expect(runtime, 'the build shares @portal/runtime').toBeTruthy();
    runtime!.version = '1.1.0';
    runtime!.requiredVersion = '^1.1.0';
    writeFileSync(file, JSON.stringify(manifest));
  });
  try {
    const before = await registry(request);
    expect(() => portalCli(cliEnv(), 'release', 'mf-supplier', '--from', raised)).toThrow(`mf-supplier requires @portal/runtime ^1.1.0, but host provides ${RUNTIME}`);
    expect(await registry(request)).toEqual(before);
  } finally {
    rmSync(path.dirname(raised), { recursive: true, force: true });
  }
});

test('a build with new plain code on the same runtime is accepted, works against the live host, and rolls back with one command', async ({ page }) => {
  const env = cliEnv();
  const extended = supplierBuild((dir) => writeFileSync(path.join(dir, 'plain-helper.0123abcd.js'), 'export const helper = 1;'));
  let live: string | undefined;
  try {
    const released = /released (\S+)/.exec(portalCli(env, 'release', 'mf-supplier', '--from', extended))?.[1];
    live = released;
    expect(released).toBeTruthy();
    await loginAsSupplier(page);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
    await page.goto('/supplier_home_todo');
    await expect(page.locator('[data-page="/supplier_home_todo"]')).not.toBeEmpty();
    await expect(page.locator('[data-testid="page-loading"]:visible')).toHaveCount(0);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(loaded.some((p) => p.startsWith(`/remotes/mf-supplier/${released}/`))).toBe(true);

    const listing = portalCli(env, 'remotes');
    expect(listing).toMatch(new RegExp(`mf-supplier\\s+live: ${released}  released \\S+ by \\S+`));
    expect(listing).toContain(`requires: @portal/runtime ${REQUIRED}`);
    portalCli(env, 'rollback', 'mf-supplier');
    live = undefined;
    const health = (await (await page.request.get('/health')).json()) as { versions: Record<string, string> };
    expect(health.versions['mf-supplier']).not.toBe(released);
  } finally {
    // The portal is shared with other tests: a failure must not leave this build live.
    if (live) portalCli(env, 'rollback', 'mf-supplier');
    rmSync(path.dirname(extended), { recursive: true, force: true });
  }
});
