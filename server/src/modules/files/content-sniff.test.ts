import { contentMatches, extensionOf } from './content-sniff';

describe('content sniffing', () => {
  it('refuses an extension that is only a name every object answers to', async () => {
    for (const name of ['report.constructor', 'a.toString', 'x.__proto__', 'y.valueOf']) {
      await expect(contentMatches(extensionOf(name), Buffer.from('plain text'))).resolves.toBe(false);
    }
  });
});
