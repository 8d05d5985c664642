/** The face of a d6 that a number shows (1 to 6), as a table would read it. */
export function d6(n: number): number {
  return 1 + (((n % 6) + 6) % 6);
}
