/**
 * Reads a backup file (server/backup/format.ts) line by line, and checks one whole before anything is
 * written: a file that is not a backup, cut short, or altered is refused with a message saying which.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import { DIGEST_PREFIX, END_OF_ROWS, FORMAT, TABLE_PREFIX, type BackupHeader } from './format';

export class BackupRefused extends Error {}

/** The file's lines, without their `\n`, as Buffers (COPY rows are bytes, not always whole UTF-8 chunks). */
export async function* linesOf(file: string): AsyncGenerator<Buffer> {
  let rest = Buffer.alloc(0);
  const input = fs.createReadStream(file).pipe(createGunzip());
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let data = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      for (let end = data.indexOf(10); end !== -1; end = data.indexOf(10)) {
        yield data.subarray(0, end);
        data = data.subarray(end + 1);
      }
      rest = Buffer.from(data);
    }
  } catch (error) {
    const message = (error as Error).message;
    if (/unexpected end of file/i.test(message))
      throw new BackupRefused(`${file} is cut short (its compressed data ends early). Nothing was written.`);
    throw new BackupRefused(`${file} is not a readable backup (${message}). Nothing was written.`);
  }
  if (rest.length) yield rest;
}

const text = (line: Buffer) => line.toString('utf8');

/** Reads the whole file and answers its header once every check passed. */
export async function checkBackup(file: string): Promise<BackupHeader> {
  const digest = createHash('sha256');
  let header: BackupHeader | undefined;
  let expected: string | undefined;
  let table: { name: string; rows: number; seen: number } | undefined;
  const tables = new Map<string, number>();
  for await (const line of linesOf(file)) {
    if (expected !== undefined) throw new BackupRefused(`${file} goes on after its digest: it was altered. Nothing was written.`);
    if (header === undefined) {
      try {
        header = JSON.parse(text(line)) as BackupHeader;
      } catch {
        header = undefined;
      }
      if (header?.format !== FORMAT) throw new BackupRefused(`${file} is not a backup of this application. Nothing was written.`);
      header.tables.forEach((t) => tables.set(t.name, t.rows));
    } else if (line.subarray(0, DIGEST_PREFIX.length).toString() === DIGEST_PREFIX) {
      expected = text(line).slice(DIGEST_PREFIX.length);
      continue;
    } else if (table === undefined) {
      const name = text(line).slice(TABLE_PREFIX.length);
      if (!text(line).startsWith(TABLE_PREFIX) || !tables.has(name))
        throw new BackupRefused(`${file} was altered or damaged near table ${name}. Nothing was written.`);
      table = { name, rows: tables.get(name)!, seen: 0 };
    } else if (text(line) === END_OF_ROWS) {
      if (table.seen !== table.rows)
        throw new BackupRefused(
          `${file} was altered or damaged: table ${table.name} holds ${table.seen} rows, its header says ${table.rows}. Nothing was written.`,
        );
      tables.delete(table.name);
      table = undefined;
    } else {
      table.seen++;
    }
    digest.update(line);
    digest.update('\n');
  }
  if (!header) throw new BackupRefused(`${file} is empty. Nothing was written.`);
  if (expected === undefined || table !== undefined || tables.size > 0) {
    throw new BackupRefused(`${file} is cut short (it ends before its last table and its digest). Nothing was written.`);
  }
  if (digest.digest('hex') !== expected)
    throw new BackupRefused(`${file} was altered: its digest does not match its content. Nothing was written.`);
  return header;
}
