// The part of papaparse's API the studio uses (the package ships no types of its own).
declare module 'papaparse' {
  export interface ParseError {
    readonly type: string;
    readonly code: string;
    readonly message: string;
    readonly row?: number;
  }
  export interface ParseResult<T> {
    readonly data: T[];
    readonly errors: ParseError[];
    readonly meta: { readonly delimiter: string; readonly linebreak: string };
  }
  export interface ParseConfig {
    readonly delimiter?: string;
    readonly skipEmptyLines?: boolean | 'greedy';
    readonly header?: false;
  }
  export interface UnparseConfig {
    readonly quotes?: boolean;
    readonly newline?: string;
    readonly delimiter?: string;
  }
  const Papa: {
    parse<T = string[]>(text: string, config?: ParseConfig): ParseResult<T>;
    unparse(rows: readonly (readonly string[])[], config?: UnparseConfig): string;
  };
  export default Papa;
}
