// A ZIP archive of files (deflated), as WordPress's plugin upload reads it: no dependency for one small archive.
import { crc32, deflateRawSync } from 'node:zlib';

/** One file of the archive: its path inside it (forward slashes) and its bytes. */
/**
 * The fields a file's local header and its central directory entry share, in the same order (from "version needed"
 * to the name's length), written from `at`.
 */
function writeEntryFields(header: Buffer, at: number, entry: { crc: number; compressedSize: number; size: number; nameLength: number }): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt16LE(DOS_TIME, at + 6);
  header.writeUInt16LE(DOS_DATE, at + 8);
  header.writeUInt32LE(entry.crc, at + 10);
  header.writeUInt32LE(entry.compressedSize, at + 14);
  header.writeUInt32LE(entry.size, at + 18);
  header.writeUInt16LE(entry.nameLength, at + 22);
}

export interface ZipEntry {
  path: string;
  data: Buffer;
}

/** DOS date and time of 2000-01-01 00:00: a fixed time, so the same files make the same archive. */
const DOS_TIME = 0;
const DOS_DATE = (20 << 9) | (1 << 5) | 1;

/** The archive of the entries, each deflated, with UTF-8 names. */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { path, data } of entries) {
    const name = Buffer.from(path, 'utf8');
    const compressed = deflateRawSync(data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    const entry = { crc, compressedSize: compressed.length, size: data.length, nameLength: name.length };
    writeEntryFields(local, 4, entry);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(0x031e, 4); // made by Unix, version 3.0
    writeEntryFields(central, 6, entry);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
