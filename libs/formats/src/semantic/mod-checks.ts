import { pointerJoin } from '../json-pointer';
import { entryRefusal } from '../mod-paths';
import { error, warning } from '../problem';
import { closest } from '../schema-messages';
import { compileModSchema } from './attribute-schemas';
import { checkModRef } from './scenario-checks';
import { checkUniqueIds, q, type HostFacts, type LoadedDocument, type Workspace } from './workspace';

/** Checks a mod manifest: what it extends, its files and the schemas it supplies. */
export function checkMod(ws: Workspace, doc: LoadedDocument<'mod'>, host: HostFacts): void {
  const m = doc.value;
  const sink = ws.sink;
  if (m.extends) {
    const base = checkModRef(ws, doc, '/extends', m.extends);
    if (base && base.value.kind !== 'ruleset')
      sink.add(doc, error('/extends/mod', 'wrong-kind', `mod ${q(m.extends.mod)} is a ${base.value.kind}; a mod can only extend a ruleset`));
    if (base === doc) sink.add(doc, error('/extends/mod', 'self-link', 'a mod cannot extend itself'));
    if (base && base !== doc && base.value.kind === 'ruleset' && m.kind === 'house-rule') checkWrappedHooks(ws, doc, base);
  }
  const entryProblem = m.entry === undefined ? undefined : entryRefusal(m.entry);
  if (entryProblem) sink.add(doc, error('/entry', 'outside-mod', entryProblem));
  if (host.exists) {
    if (m.entry && !entryProblem && !host.exists(doc.file, m.entry)) {
      sink.add(doc, warning('/entry', 'missing-file', `the entry module ${q(m.entry)} does not exist yet; the mod can be validated but not played`));
    }
    (m.data ?? []).forEach((path, i) => {
      if (!host.exists?.(doc.file, path))
        sink.add(doc, error(`/data/${i}`, 'missing-file', `data file ${q(path)} does not exist; fix the path or remove it from \`data\``));
    });
  }
  for (const [type, schema] of Object.entries(m.unitAttributes ?? {})) {
    const { error: problem } = compileModSchema(schema);
    if (problem)
      sink.add(doc, error(pointerJoin('/unitAttributes', type), 'bad-schema', `the attribute schema for ${q(type)} is not a usable JSON Schema: ${problem}`));
  }
  if (m.options) {
    const { error: problem } = compileModSchema(m.options);
    if (problem) sink.add(doc, error('/options', 'bad-schema', `the options schema is not a usable JSON Schema: ${problem}`));
  }
  checkUniqueIds(sink, doc, '/unitTypes', m.unitTypes, 'unit type');
  checkUniqueIds(sink, doc, '/terrain', m.terrain, 'terrain type');
  const hooks = new Set<string>();
  (m.hooks ?? []).forEach((h, i) => {
    if (hooks.has(h.name)) sink.add(doc, error(`/hooks/${i}/name`, 'duplicate-id', `hook ${q(h.name)} is listed twice`));
    hooks.add(h.name);
  });
}

/** A house rule's `hooks` may name only hooks its ruleset declares: a misspelt one would wrap nothing. */
function checkWrappedHooks(ws: Workspace, doc: LoadedDocument<'mod'>, base: LoadedDocument<'mod'>): void {
  const declared = (base.value.hooks ?? []).map((h) => h.name);
  (doc.value.hooks ?? []).forEach((h, i) => {
    if (declared.includes(h.name)) return;
    const guess = closest(h.name, declared);
    const has = declared.length > 0 ? `its hooks are ${declared.join(', ')}` : 'it declares none';
    ws.sink.add(
      doc,
      error(
        `/hooks/${i}/name`,
        'unknown-hook',
        `the ruleset ${q(base.value.id)} has no hook ${q(h.name)}${guess ? `; did you mean ${q(guess)}?` : ` (${has})`}`,
      ),
    );
  });
}
