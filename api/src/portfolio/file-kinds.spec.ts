import { sniffFileKind } from './file-kinds';

describe('sniffFileKind', () => {
  it('tells files by their bytes', () => {
    expect(sniffFileKind(Buffer.from('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpg');
    expect(sniffFileKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffFileKind(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml word/document.xml')]))).toBe('docx');
    expect(sniffFileKind(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.from('WordDocument', 'utf16le')]))).toBe('doc');
    expect(sniffFileKind(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]))).toBe('mp4');
    expect(sniffFileKind(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1]))).toBe('webm');
  });

  it('refuses what only looks right by name', () => {
    expect(sniffFileKind(Buffer.from('just text, named cv.pdf'))).toBeNull();
    expect(sniffFileKind(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('any.zip')]))).toBeNull();
    expect(sniffFileKind(Buffer.alloc(0))).toBeNull();
  });
});
