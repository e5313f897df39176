/**
 * File types told by their bytes, never by name or declared type: the portfolio's images,
 * doc, docx and pdf, and the profile's video.
 */
export type FileKind = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx' | 'mp4' | 'mov' | 'webm';

export const IMAGE_KINDS: FileKind[] = ['jpg', 'png', 'gif', 'webp'];
export const DOCUMENT_KINDS: FileKind[] = ['pdf', 'doc', 'docx'];
export const VIDEO_KINDS: FileKind[] = ['mp4', 'mov', 'webm'];

export const CONTENT_TYPES: Record<FileKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

const starts = (data: Buffer, bytes: number[], offset = 0) => data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

export function sniffFileKind(data: Buffer): FileKind | null {
  if (starts(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (starts(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (data.subarray(0, 6).toString('latin1') === 'GIF87a' || data.subarray(0, 6).toString('latin1') === 'GIF89a') return 'gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // OLE2 compound file (Word 97-2003) that holds a WordDocument stream.
  if (starts(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return data.includes(Buffer.from('WordDocument', 'utf16le')) ? 'doc' : null;
  }
  // OOXML: a zip whose entries include [Content_Types].xml and word/.
  if (starts(data, [0x50, 0x4b, 0x03, 0x04])) {
    return data.includes(Buffer.from('[Content_Types].xml')) && data.includes(Buffer.from('word/')) ? 'docx' : null;
  }
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') {
    return data.subarray(8, 10).toString('latin1') === 'qt' ? 'mov' : 'mp4';
  }
  if (starts(data, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  return null;
}
