/**
 * The comment rules (README.md, "Code"): comments say what and why, and cite files of this
 * repository; issue numbers, measurements and history live in docs/decisions/ and commit messages.
 * Checked where a rule can be read from the text: the code of server/, src/, resources/ and i18n/,
 * and the names of the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : filesUnder(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each line of the files that matches `pattern`, as `file:line: text`. */
function linesMatching(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

const CODE = ['server', 'src', 'resources', 'i18n'].flatMap(filesUnder);
const TESTS = filesUnder('tests');
/** A comment's text: after `//`, or a line of a block comment. */
const COMMENT = String.raw`(//|^\s*/?\*)`;

describe('comments and test names', () => {
  it('cite no issue numbers, in code or test names', () => {
    expect(linesMatching(CODE, new RegExp(`${COMMENT}.*\\bissues? #?\\d+`, 'i'))).toEqual([]);
    expect(linesMatching(TESTS, /\b(it|describe|test)(\.each\(.*\))?\(.*\(issue \d+\)/i)).toEqual([]);
  });

  it('cite the domain rules as docs/domain.md, and no file outside the repository', () => {
    expect(linesMatching([...CODE, ...TESTS], /DOMAIN\.md|\.\.\/shared\//)).toEqual([]);
  });

  it('keep measurements out of the code (a figure and how it moved: `4.8 ms -> 0.4 ms`, "measured")', () => {
    const figure = String.raw`\d+(\.\d+)? ?(ms|s|MB|KB|KiB)\b`;
    expect(linesMatching(CODE, new RegExp(`${COMMENT}.*(${figure}.*(->|→).*${figure}|\\bmeasured (with|at|on)\\b)`, 'i'))).toEqual([]);
  });
});
