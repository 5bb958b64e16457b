// Does a file's content match its extension? The bytes are identified by file-type (a maintained
// library of signatures, not hand-written magic numbers) and compared with what the extension
// promises. An executable renamed .pdf is identified as 'elf' or 'exe' and refused.
//
// file-type is ESM-only. The server is CommonJS (tsx), and Jest transforms every import() of our
// code into require(), which cannot load it; an import() inside eval is left alone by both, and
// Node (and Jest with --experimental-vm-modules, which the API tests use) loads it as ESM.
type FileTypeModule = typeof import('file-type');
let loading: Promise<FileTypeModule> | undefined;
function fileTypeModule(): Promise<FileTypeModule> {
  const specifier = 'file-type';
  return (loading ??= eval('import(specifier)') as Promise<FileTypeModule>);
}

/** Bytes read before deciding: file-type needs about 4 KiB; office formats are told apart further in. */
export const SNIFF_BYTES = 64 * 1024;

/** What file-type must say for each allowed extension; 'text' = no signature and no NUL byte. */
const EXPECTED: Record<string, readonly string[] | 'text'> = {
  pdf: ['pdf'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  gif: ['gif'],
  bmp: ['bmp'],
  tif: ['tif'],
  tiff: ['tif'],
  // Office 97-2003 files are OLE compound files.
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  // OOXML are zip files; file-type names them when their first entries are in the head.
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  ofd: ['zip'],
  zip: ['zip'],
  rar: ['rar'],
  '7z': ['7z'],
  txt: 'text',
  csv: 'text',
};

/** The extension of a file name, lower-case without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** True when the head of the file is what the extension says. An extension we cannot check is refused. */
export async function contentMatches(extension: string, head: Buffer): Promise<boolean> {
  // Own keys only: the extension comes from the sender's file name ('x.constructor').
  const expected = Object.hasOwn(EXPECTED, extension) ? EXPECTED[extension] : undefined;
  if (!expected) return false;
  const found = await (await fileTypeModule()).fileTypeFromBuffer(head);
  if (expected === 'text') return found === undefined && !head.includes(0);
  return found !== undefined && expected.includes(found.ext);
}
