/** The data directory and URL of the portal that global setup started (support/global-setup.ts). */
export function testServer(): { dataDir: string; url: string } {
  const { E2E_SERVER_DATA_DIR: dataDir, E2E_SERVER_URL: url } = process.env;
  if (!dataDir || !url) throw new Error('no test portal: run the browser tests with playwright test, whose global setup starts it');
  return { dataDir, url };
}
