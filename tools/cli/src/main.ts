/** Entry point of the `kriegsspiel` command line; returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  console.log('kriegsspiel', argv.join(' '));
  return 0;
}
