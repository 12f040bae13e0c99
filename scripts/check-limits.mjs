#!/usr/bin/env node
// Keeps every code file readable: at most 300 lines, no line over 140 characters (the formatter's
// width; it cannot break a long string or comment, so this check does). Run by `npm run check`.
// Usage: node scripts/check-limits.mjs [FILE…]   (no files: every tracked .ts/.svelte/.mjs file)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const MAX_LINES = 300;
const MAX_WIDTH = 140;
const CODE = /\.(ts|svelte|mjs)$/;

function trackedCode() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { encoding: 'utf8' });
  return out.split('\n').filter((f) => CODE.test(f) && !f.startsWith('node_modules/'));
}

const files = process.argv.length > 2 ? process.argv.slice(2) : trackedCode();
const problems = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed by git but deleted in the work tree
  }
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines.length > MAX_LINES) problems.push(`${file}:1: ${lines.length} lines (at most ${MAX_LINES}); split it by concept`);
  lines.forEach((line, i) => {
    // Code points, not UTF-16 units: a Cyrillic letter is one column.
    const width = [...line].length;
    if (width > MAX_WIDTH) problems.push(`${file}:${i + 1}: ${width} characters (at most ${MAX_WIDTH})`);
  });
}
for (const p of problems) console.error(p);
if (problems.length > 0) {
  console.error(`check-limits: ${problems.length} problem(s) in ${files.length} files`);
  process.exit(1);
}
console.log(`check-limits: ${files.length} files within ${MAX_LINES} lines and ${MAX_WIDTH} columns`);
