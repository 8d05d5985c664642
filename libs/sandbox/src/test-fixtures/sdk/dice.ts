export function d6(): number {
  return 1 + Math.floor(Math.random() * 6);
}
