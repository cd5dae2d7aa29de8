/**
 * Whether a file whose type was read from its first bytes is also whole: the structure every reader expects at its
 * end is there. A file cut short, or a signature followed by anything, is refused like a file of another type.
 */
export function isIntact(buf: Buffer, mime: string): boolean {
  switch (mime) {
    case 'image/png':
      // the header chunk first, the end chunk (and its CRC) last, a picture of at least 1×1
      return buf.length >= 57 && buf.toString('latin1', 12, 16) === 'IHDR' && buf.readUInt32BE(16) > 0 && buf.readUInt32BE(20) > 0 && buf.toString('latin1', buf.length - 8, buf.length - 4) === 'IEND';
    case 'image/jpeg': {
      let end = buf.length;
      while (end > 2 && buf[end - 1] === 0x00) end -= 1; // some cameras pad after the end marker
      return end >= 4 && buf[end - 2] === 0xff && buf[end - 1] === 0xd9;
    }
    case 'image/gif':
      return buf.length >= 14 && buf[buf.length - 1] === 0x3b;
    case 'image/webp':
      return buf.length >= 20 && buf.readUInt32LE(4) + 8 === buf.length;
    case 'application/pdf':
      return buf.subarray(Math.max(0, buf.length - 1024)).includes('%%EOF');
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      // a zip ends with its central directory record
      return buf.subarray(Math.max(0, buf.length - 65_557)).includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    default:
      return true;
  }
}
