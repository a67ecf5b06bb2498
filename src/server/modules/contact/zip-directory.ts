/*
 * The central directory of a ZIP archive (a DOCX is one), read from the bytes
 * already held, without unpacking anything: what each file in it claims to
 * be (name, method, stored and unpacked sizes) and where its data lies. The
 * format is PKWARE's APPNOTE (4.3.12 to 4.3.16, ZIP64 in 4.3.14 and 4.5.3).
 *
 * An archive whose directory does not add up is unreadable here, since an
 * extractor that trusts another part of it would see other files: the end
 * record must close the file, the directory must end where the end records
 * begin and list exactly the files it counts, and each file's data must lie
 * between its own local header and the next one. Files sharing data (the
 * overlapping "better zip bomb") or sizes that overrun it fail that test.
 */

export interface ZipEntry {
  /** As stored: UTF-8 when the archive says so, else read byte for byte. */
  name: string;
  /** 0: stored as it is; 8: deflated; others are rare. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where its (stored or compressed) data starts, past its local header. */
  dataOffset: number;
}

export type ZipDirectory =
  { readable: true; entries: ZipEntry[] } | { readable: false; problem: string };

const END = 0x06054b50;
const END_SIZE = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_END = 0x06064b50;
const CENTRAL = 0x02014b50;
const CENTRAL_SIZE = 46;
const LOCAL = 0x04034b50;
const LOCAL_SIZE = 30;
const ZIP64_EXTRA = 0x0001;
const UTF8_NAMES = 0x0800;
const MAX16 = 0xffff;
const MAX32 = 0xffffffff;

class Unreadable extends Error {}

/** A little-endian field, checked to lie inside the bytes. */
function field(data: Buffer, offset: number, bytes: 2 | 4 | 8): number {
  if (offset < 0 || offset + bytes > data.length) throw new Unreadable('a field past the end');
  if (bytes === 2) return data.readUInt16LE(offset);
  if (bytes === 4) return data.readUInt32LE(offset);
  const value = data.readBigUInt64LE(offset);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Unreadable('a 64-bit size out of range');
  return Number(value);
}

/** The end record: the last one whose comment reaches exactly to the end of the file. */
function findEnd(data: Buffer): number {
  const lowest = Math.max(0, data.length - END_SIZE - MAX16);
  for (let at = data.length - END_SIZE; at >= lowest; at--) {
    if (
      data.readUInt32LE(at) === END &&
      at + END_SIZE + data.readUInt16LE(at + 20) === data.length
    ) {
      return at;
    }
  }
  throw new Unreadable('no end of central directory record');
}

interface DirectoryPlace {
  count: number;
  offset: number;
  size: number;
  /** Where the directory must end: the first of the end records. */
  end: number;
}

/** Where the directory is and how many files it lists, from the end record (or ZIP64's). */
function directoryPlace(data: Buffer): DirectoryPlace {
  const end = findEnd(data);
  if (field(data, end + 4, 2) !== 0 || field(data, end + 6, 2) !== 0) {
    throw new Unreadable('an archive split over several disks');
  }
  const locator = end - ZIP64_LOCATOR_SIZE;
  if (locator >= 0 && data.readUInt32LE(locator) === ZIP64_LOCATOR) {
    const record = field(data, locator + 8, 8);
    if (field(data, record, 4) !== ZIP64_END || record + 56 > locator) {
      throw new Unreadable('a ZIP64 locator pointing at no ZIP64 end record');
    }
    if (field(data, record + 16, 4) !== 0 || field(data, record + 20, 4) !== 0) {
      throw new Unreadable('an archive split over several disks');
    }
    return {
      count: field(data, record + 32, 8),
      size: field(data, record + 40, 8),
      offset: field(data, record + 48, 8),
      end: record,
    };
  }
  const count = field(data, end + 10, 2);
  const size = field(data, end + 12, 4);
  const offset = field(data, end + 16, 4);
  if (count === MAX16 || size === MAX32 || offset === MAX32) {
    throw new Unreadable('ZIP64 values without a ZIP64 end record');
  }
  return { count, size, offset, end };
}

/** The 64-bit values of the ZIP64 extra field, for the 32-bit fields that are saturated. */
function zip64Values(data: Buffer, extra: number, extraEnd: number, wanted: number): number[] {
  for (let at = extra; at + 4 <= extraEnd;) {
    const id = field(data, at, 2);
    const length = field(data, at + 2, 2);
    if (at + 4 + length > extraEnd) break;
    if (id === ZIP64_EXTRA) {
      if (length < wanted * 8) throw new Unreadable('a ZIP64 extra field too short');
      return Array.from({ length: wanted }, (_, index) => field(data, at + 4 + index * 8, 8));
    }
    at += 4 + length;
  }
  throw new Unreadable('saturated sizes without a ZIP64 extra field');
}

interface CentralRecord {
  entry: Omit<ZipEntry, 'dataOffset'>;
  localOffset: number;
  /** Where the next record starts. */
  next: number;
}

function centralRecord(data: Buffer, at: number): CentralRecord {
  if (field(data, at, 4) !== CENTRAL)
    throw new Unreadable('a directory record without its signature');
  const flags = field(data, at + 8, 2);
  const nameLength = field(data, at + 28, 2);
  const extraLength = field(data, at + 30, 2);
  const commentLength = field(data, at + 32, 2);
  const nameStart = at + CENTRAL_SIZE;
  const extraStart = nameStart + nameLength;
  const next = extraStart + extraLength + commentLength;
  if (next > data.length) throw new Unreadable('a directory record past the end');
  // Fields at their 32-bit maximum are in the ZIP64 extra field, in this order.
  const sizes = [field(data, at + 24, 4), field(data, at + 20, 4), field(data, at + 42, 4)];
  const saturated = sizes.filter((value) => value === MAX32).length;
  const wide = saturated ? zip64Values(data, extraStart, extraStart + extraLength, saturated) : [];
  const [uncompressedSize, compressedSize, localOffset] = sizes.map((value) =>
    value === MAX32 ? wide.shift()! : value,
  ) as [number, number, number];
  const name = data.toString(flags & UTF8_NAMES ? 'utf8' : 'latin1', nameStart, extraStart);
  return {
    entry: { name, method: field(data, at + 10, 2), compressedSize, uncompressedSize },
    localOffset,
    next,
  };
}

/** Reads the directory; never throws (an archive it cannot account for is unreadable). */
export function readZipDirectory(data: Buffer): ZipDirectory {
  try {
    return { readable: true, entries: readEntries(data) };
  } catch (error) {
    if (error instanceof Unreadable) return { readable: false, problem: error.message };
    throw error;
  }
}

function readEntries(data: Buffer): ZipEntry[] {
  const place = directoryPlace(data);
  if (place.offset + place.size !== place.end) {
    throw new Unreadable('the directory does not end where the end record begins');
  }
  const records: CentralRecord[] = [];
  let at = place.offset;
  for (let index = 0; index < place.count; index++) {
    const record = centralRecord(data, at);
    if (record.next > place.end) throw new Unreadable('a directory record past the directory');
    records.push(record);
    at = record.next;
  }
  if (at !== place.end) throw new Unreadable('the directory holds more than it counts');

  // Each file's data lies between its local header and the next file's (or the directory).
  const byPlace = [...records].sort((a, b) => a.localOffset - b.localOffset);
  return byPlace.map((record, index) => {
    const local = record.localOffset;
    if (field(data, local, 4) !== LOCAL) throw new Unreadable('a file without its local header');
    const dataOffset = local + LOCAL_SIZE + field(data, local + 26, 2) + field(data, local + 28, 2);
    const limit = byPlace[index + 1]?.localOffset ?? place.offset;
    if (dataOffset + record.entry.compressedSize > limit) {
      throw new Unreadable('files whose data overlap or overrun');
    }
    return { ...record.entry, dataOffset };
  });
}
