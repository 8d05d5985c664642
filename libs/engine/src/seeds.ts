/**
 * A seed derived from another and a stream number (a bot's seat at the table), mixed
 * with splitmix32 so that neighbouring seeds and seats give unrelated generators.
 */
export function deriveSeed(seed: number, stream: number): number {
  let z = (seed + Math.imul(stream + 1, 0x9e3779b9)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** The seed of game `index` of a run from `seed`: S, S+1, S+2… (wrapping at 2³²), as `kriegsspiel simulate` numbers them. */
export function gameSeed(seed: number, index: number): number {
  return (seed + index) >>> 0;
}
