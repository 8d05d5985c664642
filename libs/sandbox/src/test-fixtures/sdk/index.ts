// A stand-in SDK written as a TypeScript library of two files.
export { d6 } from './dice';
export const SDK_NAME = 'fixture-sdk';
