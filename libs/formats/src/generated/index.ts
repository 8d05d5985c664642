/* eslint-disable */
// Generated from schemas/ by libs/formats/scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run `npm run generate`.
export type * from './formats';
