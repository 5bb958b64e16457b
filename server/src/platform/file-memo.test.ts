import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileMemo } from './file-memo';

describe('fileMemo', () => {
  it('reads a file once while it stays the same, again once it changes, and answers null while it is missing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-memo-'));
    const file = path.join(dir, 'record.json');
    const reads: string[] = [];
    const read = fileMemo((f) => {
      const text = fs.readFileSync(f, 'utf8');
      reads.push(text);
      return text;
    });
    try {
      expect(read(file)).toBeNull();
      fs.writeFileSync(file, 'one');
      expect([read(file), read(file)]).toEqual(['one', 'one']);
      expect(reads).toEqual(['one']);
      fs.writeFileSync(file, 'two');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
      expect(read(file)).toBe('two');
      expect(reads).toEqual(['one', 'two']);
      // Rewritten with the same mtime: the size still tells.
      const { mtime } = fs.statSync(file);
      fs.writeFileSync(file, 'three');
      fs.utimesSync(file, mtime, mtime);
      expect(read(file)).toBe('three');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
