// Measures how long validating a large map takes: a 100 x 100 map (10,000 hexes, every
// one listed with terrain, plus roads and hexsides), checked the way `kriegsspiel
// validate` checks it. Prints figures; it asserts nothing (see docs/formats.md).
import { performance } from 'node:perf_hooks';
import { checkSemantics, readDocument, type LoadedDocument } from '@kriegsspiel/formats';

const size = Number(process.argv[2] ?? 100);
const runs = Number(process.argv[3] ?? 15);

function label(col: number, row: number) {
  return `${String(col + 1).padStart(3, '0')}${String(row + 1).padStart(3, '0')}`;
}

function bigMap() {
  const hexes: Record<string, { terrain: string[] }> = {};
  const kinds = ['clear', 'forest', 'village', 'marsh'];
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) hexes[label(col, row)] = { terrain: [kinds[(col * 7 + row * 13) % kinds.length] ?? 'clear'] };
  // Roads down every tenth column: in a flat-topped grid a column is a chain of neighbours.
  const paths = [];
  for (let col = 0; col < size; col += 10) paths.push({ terrain: 'road', hexes: Array.from({ length: size }, (_, row) => label(col, row)) });
  const hexsides = [];
  for (let row = 0; row + 1 < size; row += 2)
    for (let col = 0; col < size; col += 4) hexsides.push({ between: [label(col, row), label(col, row + 1)], terrain: 'river' });
  return {
    $schema: '../../schemas/map.schema.json',
    id: 'bench-map',
    name: 'Benchmark map',
    grid: {
      orientation: 'flat',
      offset: 'odd',
      width: size,
      height: size,
      labels: { order: 'column-row', column: { style: 'number', digits: 3 }, row: { style: 'number', digits: 3 } },
    },
    terrain: [
      { id: 'clear', name: 'Clear', kind: 'hex' },
      { id: 'forest', name: 'Forest', kind: 'hex' },
      { id: 'village', name: 'Village', kind: 'hex' },
      { id: 'marsh', name: 'Marsh', kind: 'hex' },
      { id: 'road', name: 'Road', kind: 'path' },
      { id: 'river', name: 'River', kind: 'hexside' },
    ],
    defaultTerrain: 'clear',
    hexes,
    paths,
    hexsides,
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

const text = JSON.stringify(bigMap(), null, 2);
const phases = { parseAndSchema: [] as number[], semantic: [] as number[], total: [] as number[] };
for (let i = 0; i < runs + 2; i++) {
  const t0 = performance.now();
  const result = readDocument({ file: 'bench.map.json', text });
  const t1 = performance.now();
  const problems = checkSemantics([result.doc as LoadedDocument]);
  const t2 = performance.now();
  if (result.problems.length > 0 || [...problems.values()].some((p) => p.length > 0)) throw new Error('the benchmark map should be valid');
  if (i < 2) continue; // warm-up: the first runs compile the validators
  phases.parseAndSchema.push(t1 - t0);
  phases.semantic.push(t2 - t1);
  phases.total.push(t2 - t0);
}
console.log(`Validating a ${size} x ${size} map (${size * size} hexes, ${(text.length / 1e6).toFixed(1)} MB of JSON), ${runs} runs after warm-up:`);
for (const [name, values] of Object.entries(phases)) {
  const sorted = [...values].sort((a, b) => a - b);
  console.log(`  ${name.padEnd(15)} median ${percentile(sorted, 0.5).toFixed(1)} ms   p95 ${percentile(sorted, 0.95).toFixed(1)} ms`);
}
