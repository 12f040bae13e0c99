#!/usr/bin/env node
// Keeps every code file readable: at most 300 lines, no line over 140 characters (the formatter's
// width; it cannot break a long string or comment, so this check does). Run by `npm run check`.
// Usage: node scripts/check-limits.mjs [FILE…]   (no files: every tracked .ts/.svelte/.mjs file)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_LINES = 300;
export const MAX_WIDTH = 140;
const CODE = /\.(ts|svelte|mjs)$/;

export const HINT = [
  'check-limits: run `npm run format` first (Prettier, 140 columns). Prettier cannot break a string or a comment:',
  '  split a long string with +, rewrap a comment, name a part of a long pattern.',
  '  Split a long file by concept (one role group, one grammar part, one topic per file). See README, "Formatting the code".',
].join('\n');

/** The limit problems of one file's text, each as `file:line: what`. Widths count code points. */
export function limitProblems(file, text) {
  const problems = [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length > MAX_LINES) problems.push(`${file}:1: ${lines.length} lines (at most ${MAX_LINES}); split it by concept`);
  lines.forEach((line, i) => {
    // Code points, not UTF-16 units: a Cyrillic letter or an emoji is one column.
    const width = [...line.replace(/\r$/, '')].length;
    if (width > MAX_WIDTH) problems.push(`${file}:${i + 1}: ${width} characters (at most ${MAX_WIDTH})`);
  });
  return problems;
}

function trackedCode() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' });
  return out.split('\n').filter((f) => CODE.test(f) && !f.startsWith('node_modules/'));
}

function main(args) {
  const files = args.length > 0 ? args : trackedCode();
  const problems = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    problems.push(...limitProblems(file, text));
  }
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`check-limits: ${problems.length} problem(s) in ${files.length} files`);
    console.error(HINT);
    return 1;
  }
  console.log(`check-limits: ${files.length} files within ${MAX_LINES} lines and ${MAX_WIDTH} columns`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
