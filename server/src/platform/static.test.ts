import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isHashedName, safeFile, withNonce } from './static';

describe('safeFile', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-'));
  fs.writeFileSync(path.join(root, 'a.js'), 'x');
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('finds a file inside the root', () => {
    expect(safeFile(root, '/a.js')).toBe(path.join(root, 'a.js'));
  });
  it('refuses to leave the root', () => {
    expect(safeFile(root, '../etc/passwd')).toBeNull();
    expect(safeFile(root, 'x/../../a.js')).toBeNull();
    expect(safeFile(root, '..\\a.js')).toBeNull();
    expect(safeFile(root, 'a.js\0')).toBeNull();
  });
  it('answers null for folders and missing files', () => {
    expect(safeFile(root, '')).toBeNull();
    expect(safeFile(root, 'missing.js')).toBeNull();
  });
});

describe('isHashedName', () => {
  it('tells content-hashed chunks from stable entry names', () => {
    expect(isHashedName('412.3f9a1c2b.js')).toBe(true);
    expect(isHashedName('main.a1b2c3d4e5f6.css')).toBe(true);
    expect(isHashedName('remoteEntry.js')).toBe(false);
    expect(isHashedName('main.js')).toBe(false);
    expect(isHashedName('index.html')).toBe(false);
  });
});

describe('withNonce', () => {
  it("puts the response's nonce on the meta and on the page's own script and style tags", () => {
    const page = '<head><meta name="csp-nonce"/><style>a{}</style></head><body><script defer="defer" src="/main.js"></script></body>';
    expect(withNonce(page, 'N0nce==')).toBe(
      '<head><meta name="csp-nonce" nonce="N0nce==" /><style nonce="N0nce==">a{}</style></head><body><script nonce="N0nce==" defer="defer" src="/main.js"></script></body>',
    );
  });
  it('leaves a page without those tags as it is', () => {
    expect(withNonce('trimmed', 'x')).toBe('trimmed');
  });
});
