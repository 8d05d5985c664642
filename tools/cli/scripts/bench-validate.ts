// Measures how long validating a large map takes, checked the way `kriegsspiel validate`
// checks it: a 100 x 100 map (10,000 hexes, every one listed with terrain, plus roads and
// hexsides), the same map with 100,000 more hexes listed that are not on its grid (100,000
// problems to locate), and a 400 x 250 map (100,000 hexes). Validation must grow linearly:
// the extra hexes once took 3.3 s for 10,000 and 46 s for 40,000. Prints figures; it
// asserts nothing (see docs/formats.md). `bench-validate.ts [size] [runs]` times one square map.
import { performance } from 'node:perf_hooks';
import { checkSemantics, readDocument, type LoadedDocument } from '@kriegsspiel/formats';

const only = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
const runs = Number(process.argv[3] ?? 15);

function label(col: number, row: number) {
  return `${String(col + 1).padStart(3, '0')}${String(row + 1).padStart(3, '0')}`;
}

function bigMap(width: number, height: number, extra: number) {
  const hexes: Record<string, { terrain: string[] }> = {};
  const kinds = ['clear', 'forest', 'village', 'marsh'];
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++) hexes[label(col, row)] = { terrain: [kinds[(col * 7 + row * 13) % kinds.length] ?? 'clear'] };
  // Hexes beyond the grid's last column, each one a problem.
  for (let i = 0; i < extra; i++) hexes[label(width + (i % 400), Math.floor(i / 400))] = { terrain: ['clear'] };
  // Roads down every tenth column: in a flat-topped grid a column is a chain of neighbours.
  const paths = [];
  for (let col = 0; col < width; col += 10) paths.push({ terrain: 'road', hexes: Array.from({ length: height }, (_, row) => label(col, row)) });
  const hexsides = [];
  for (let row = 0; row + 1 < height; row += 2)
    for (let col = 0; col < width; col += 4) hexsides.push({ between: [label(col, row), label(col, row + 1)], terrain: 'river' });
  return {
    $schema: '../../schemas/map.schema.json',
    id: 'bench-map',
    name: 'Benchmark map',
    grid: {
      orientation: 'flat',
      offset: 'odd',
      width,
      height,
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

/** Times reading and checking one map (whose only problems are its `extra` hexes) and prints the medians. */
function bench(title: string, width: number, height: number, extra: number, times: number) {
  const text = JSON.stringify(bigMap(width, height, extra), null, 2);
  const phases = { parseAndSchema: [] as number[], semantic: [] as number[], total: [] as number[] };
  for (let i = 0; i < times + 2; i++) {
    const t0 = performance.now();
    const result = readDocument({ file: 'bench.map.json', text });
    const t1 = performance.now();
    const problems = checkSemantics([result.doc as LoadedDocument]);
    const t2 = performance.now();
    const found = [...problems.values()].reduce((n, p) => n + p.length, 0);
    if (result.problems.length > 0 || found !== extra)
      throw new Error(`the benchmark map should have ${extra} problems, not ${result.problems.length + found}`);
    if (i < 2) continue; // warm-up: the first runs compile the validators
    phases.parseAndSchema.push(t1 - t0);
    phases.semantic.push(t2 - t1);
    phases.total.push(t2 - t0);
  }
  const hexCount = width * height + extra;
  console.log(`${title} (${hexCount} hexes, ${extra} of them off the grid, ${(text.length / 1e6).toFixed(1)} MB of JSON), ${times} runs after warm-up:`);
  for (const [name, values] of Object.entries(phases)) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(`  ${name.padEnd(15)} median ${percentile(sorted, 0.5).toFixed(1)} ms   p95 ${percentile(sorted, 0.95).toFixed(1)} ms`);
  }
}

if (only !== undefined) {
  bench(`Validating a ${only} x ${only} map`, only, only, 0, runs);
} else {
  bench('Validating a 100 x 100 map', 100, 100, 0, runs);
  bench('Validating a 100 x 100 map with 100,000 hexes listed off its grid', 100, 100, 100_000, 3);
  bench('Validating a 400 x 250 map', 400, 250, 0, 3);
}
