import { contentDisposition, rfc5987 } from './content-disposition';

describe('download file names', () => {
  it('keeps Chinese, emoji and quotes in filename* and gives plain ASCII in filename', () => {
    const name = `营业执照 "副本" 😀's (1).pdf`;
    const header = contentDisposition(name);
    expect(header).toBe(`attachment; filename="____ ____ __'s (1).pdf"; filename*=UTF-8''${rfc5987(name)}`);
    expect(decodeURIComponent(header.split("UTF-8''")[1])).toBe(name);
  });

  it("encodes every character outside RFC 5987's attr-char", () => {
    expect(rfc5987("a b'(x)*%.pdf")).toBe('a%20b%27%28x%29%2A%25.pdf');
  });
});
