import { componentFolders, tieredAntdModule } from './trimmed-ui';
import { uiTiers } from './ui-tiers';

describe('the two parts of the antd the host provides', () => {
  it('keeps the first-load components and everything read before it is drawn in the first script', () => {
    expect(uiTiers(['App', 'Button', 'DatePicker', 'Form', 'Modal', 'Table', 'Typography', 'theme'])).toEqual({
      first: ['App', 'Button', 'Form', 'Modal', 'Typography', 'theme'],
      deferred: ['DatePicker', 'Table'],
    });
  });

  it('exports every name: deferred ones as stand-ins that their own chunk replaces', () => {
    const folders = { Button: 'button', Table: 'table', Upload: 'upload' };
    const main = tieredAntdModule('/antd/es/index.js', '/host/src/ui/deferred-ui.ts', ['Button', 'Table', 'Upload'], folders);
    expect(main).toContain('export { Button } from "/antd/es/index.js";');
    expect(main).toContain('export let Table = deferredComponent("Table"), Upload = deferredComponent("Upload");');
    expect(main).toContain('Table: () => import(/* webpackChunkName: "ui-table" */ "/antd/es/table/index.js").then((part) => (Table = part.default)),');
    expect(main).toContain('Upload: () => import(/* webpackChunkName: "ui-upload" */ "/antd/es/upload/index.js").then((part) => (Upload = part.default)),');
  });

  it('keeps a name whose folder it cannot find in the first part, and with nothing to defer is a plain re-export', () => {
    expect(tieredAntdModule('/antd/es/index.js', '/ui.ts', ['Button', 'Form', 'Table'], { Button: 'button' })).toBe('export { Button, Form, Table } from "/antd/es/index.js";\n');
  });

  it("reads antd's component folders from its ES entry", () => {
    const source = "export { default as Table } from './table';\nexport { default as QRCode } from './qr-code';\nexport { default as theme } from './theme';\nexport * from './version';\n";
    expect(componentFolders(source)).toEqual({ Table: 'table', QRCode: 'qr-code', theme: 'theme' });
  });
});
