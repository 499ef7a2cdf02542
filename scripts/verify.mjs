#!/usr/bin/env node
// `node scripts/verify.mjs <record.json>`: check a finished Trollmoot game without a browser, as the
// replay page's "Verify this game" does (shared/fair/verify.ts): the seal opens to the revealed
// server secret, the seed is the secret and the players' shares, every move replays from that seed
// with the game's own engine, every position's spectator view hashes as the table showed, and the
// final result is the recorded one. Download the record from the replay page of a finished table
// (or GET /api/tables/<id>/record).
// The engines are TypeScript: they are loaded with tsx (a dev dependency, as bench/ runs them), so
// run it from a checkout after `npm install`.
// Exit codes: 0 the game verifies; 1 it does not (the first mismatch is printed); 2 the file cannot
// be read (missing, not JSON) or usage.
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/verify.mjs <record.json>');
  process.exit(2);
}
let record;
try {
  record = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  console.error(`cannot read ${file}: ${e instanceof Error ? e.message : e}`);
  process.exit(2);
}
const { verifyRecord } = await tsImport('../shared/fair/verify.ts', import.meta.url);
const { GAMES } = await tsImport('../shared/games/index.ts', import.meta.url);
const verdict = verifyRecord(record, GAMES);
if (verdict.ok) {
  console.log(`PASS ${record.game} ${record.id ?? ''}: ${verdict.moves} moves. ${verdict.note}`);
  process.exit(0);
}
console.log(`FAIL ${record.game ?? '?'} ${record.id ?? ''}: ${verdict.step === 0 ? 'before the first move' : `at move ${verdict.step}`}: ${verdict.what}.`);
process.exit(1);
