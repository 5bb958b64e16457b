import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanUiUsage } from './ui-usage';

describe('scanUiUsage', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ui-usage-'));
    mkdirSync(path.join(dir, 'feature'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('collects the named value imports of antd and its icons, without types, tests or other packages', () => {
    writeFileSync(path.join(dir, 'feature/Page.tsx'), "import { Table, type TableProps, Button as B } from 'antd';\nimport type { FormInstance } from 'antd';\nimport { UserOutlined } from '@ant-design/icons';\nimport { useState } from 'react';\nexport const x = 1;\n");
    writeFileSync(path.join(dir, 'feature/Page.test.tsx'), "import { Transfer } from 'antd';\n");
    writeFileSync(path.join(dir, 'other.ts'), "import { Tag } from 'antd';\nimport zh from 'antd/locale/zh_CN';\n");
    expect(scanUiUsage([dir])).toEqual({ antd: ['Button', 'Table', 'Tag'], '@ant-design/icons': ['UserOutlined'] });
  });

  it('refuses a namespace import, which cannot be trimmed', () => {
    writeFileSync(path.join(dir, 'all.ts'), "import * as antd from 'antd';\nexport default antd;\n");
    expect(() => scanUiUsage([dir])).toThrow(/cannot be trimmed/);
  });
});
