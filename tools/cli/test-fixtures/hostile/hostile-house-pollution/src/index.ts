// A hostile house rule: it changes nothing through hooks, but replaces an intrinsic the
// ruleset beside it uses, as it loads. The sandbox freezes the intrinsics first, so the load
// fails here, at this line, instead of the ruleset silently playing another game.
import { defineHouseRule } from '@kriegsspiel/rules-sdk';

const intrinsic = Array.prototype as unknown as Record<string, unknown>;
intrinsic.filter = function filter(): unknown[] {
  return [];
};

export default defineHouseRule({ hooks: {} });
