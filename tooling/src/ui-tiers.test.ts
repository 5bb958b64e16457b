import { tieredAntdModule } from './trimmed-ui';
import { uiTiers } from './ui-tiers';

describe('the two parts of the antd the host provides', () => {
  it('keeps the first-load components and everything read before it is drawn in the first script', () => {
    expect(uiTiers(['App', 'Button', 'DatePicker', 'Form', 'Modal', 'Table', 'Typography', 'theme'])).toEqual({
      first: ['App', 'Button', 'Form', 'Modal', 'Typography', 'theme'],
      deferred: ['DatePicker', 'Table'],
    });
  });

  it('exports every name: deferred ones as stand-ins that the deferred chunk replaces', () => {
    const { main, deferred } = tieredAntdModule('/antd/es/index.js', '/host/src/ui/deferred-ui.ts', ['Button', 'Table', 'Upload']);
    expect(main).toContain('export { Button } from "/antd/es/index.js";');
    expect(main).toContain('export let Table = deferredComponent("Table"), Upload = deferredComponent("Upload");');
    expect(main).toContain('registerDeferredUi(["Table","Upload"], () => import(/* webpackChunkName: "ui-deferred" */');
    expect(main).toMatch(/Table = ui\.Table;\s+Upload = ui\.Upload;/);
    expect(deferred).toBe('export { Table, Upload } from "/antd/es/index.js";\n');
  });

  it('with nothing to defer, is a plain re-export with no deferred chunk', () => {
    expect(tieredAntdModule('/antd/es/index.js', '/ui.ts', ['Button', 'Form'])).toEqual({ main: 'export { Button, Form } from "/antd/es/index.js";\n', deferred: '' });
  });
});
