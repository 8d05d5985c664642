/** A dice tower that falls over: the rules' own bug, thrown from a file other than the entry. */
export function rollTheTower(height: number): number {
  if (height > 0) throw new TypeError(`the dice tower fell over at height ${height}`);
  return height;
}
