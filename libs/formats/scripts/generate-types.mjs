#!/usr/bin/env node
// Generates the TypeScript types of the formats from schemas/*.schema.json.
// `--check` regenerates in memory and fails when the committed files differ,
// so stale types cannot land.
import { readFile, writeFile, readdir, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const schemaDir = path.join(root, 'schemas');
const outDir = path.resolve(here, '../src/generated');

const banner = `/* eslint-disable */
// Generated from schemas/ by libs/formats/scripts/generate-types.mjs. Do not edit by hand:
// change the schema and run \`npm run generate\`.`;

/**
 * Brings every definition a schema refers to in other files (`common.schema.json#/$defs/id`)
 * into its own `$defs`, so the generator sees one self-contained schema and nothing is fetched.
 */
async function bundle(schema) {
  const defs = { ...(schema.$defs ?? {}) };
  const loaded = new Map();
  const pending = [schema];
  const rewrite = (node) => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') {
        const match = /^([a-z-]+\.schema\.json)#\/\$defs\/(\w+)$/.exec(value);
        if (match) {
          pending.push({ file: match[1] });
          out.$ref = `#/$defs/${match[2]}`;
          continue;
        }
      }
      out[key] = rewrite(value);
    }
    return out;
  };
  const root = rewrite(schema);
  while (pending.length > 0) {
    const item = pending.pop();
    if (!item.file || loaded.has(item.file)) continue;
    const other = JSON.parse(await readFile(path.join(schemaDir, item.file), 'utf8'));
    loaded.set(item.file, other);
    for (const [name, def] of Object.entries(other.$defs ?? {})) {
      const body = rewrite(def);
      if (name in defs && JSON.stringify(defs[name]) !== JSON.stringify(body) && !(schema.$defs && name in schema.$defs)) {
        throw new Error(`Definition ${name} of ${item.file} clashes with another of the same name.`);
      }
      if (!(name in defs)) defs[name] = body;
    }
  }
  root.$defs = Object.fromEntries(Object.entries(defs).map(([k, v]) => [k, k in (schema.$defs ?? {}) ? root.$defs[k] : v]));
  return root;
}

/**
 * Prepares a bundled schema for type generation only (validation uses the schemas as
 * written): combinators that only demand which members are present (`anyOf:
 * [{required}]`, `if`/`then` on a kind) say nothing about shapes and would turn every
 * interface into an index signature; definitions of plain values (an id, a colour) are
 * inlined; and only object definitions keep their titles, which become type names.
 */
function forTypes(schema) {
  const defs = schema.$defs ?? {};
  const isPlain = (def) => def && def.type !== 'object' && !def.$defs;
  const visit = (node, isDefinition) => {
    if (Array.isArray(node)) return node.map((n) => visit(n, false));
    if (node === null || typeof node !== 'object') return node;
    if (typeof node.$ref === 'string') {
      const name = node.$ref.replace('#/$defs/', '');
      if (isPlain(defs[name])) {
        const { $ref: _ref, ...rest } = node;
        const { title: _title, ...body } = defs[name];
        return visit({ ...body, ...rest }, false);
      }
      // Siblings of a reference to an object definition would make the generator declare a copy of it.
      return { $ref: node.$ref };
    }
    const out = {};
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'anyOf' || key === 'oneOf') && value.every((b) => Object.keys(b).every((k) => k === 'required'))) continue;
      if (key === 'allOf' && value.every((b) => 'if' in b)) continue;
      if (key === '$defs' || key === 'properties') {
        out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, visit(v, key === '$defs')]));
      } else {
        out[key] = visit(value, false);
      }
    }
    // A schema that says nothing of its type accepts any JSON value.
    const shapeKeys = ['type', '$ref', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'properties', 'items', 'additionalProperties'];
    if (!isDefinition && node !== schema && !shapeKeys.some((k) => k in out)) out.tsType = 'unknown';
    const keepsTitle = (isDefinition || node === schema) && out.type === 'object';
    if (!keepsTitle) delete out.title;
    return out;
  };
  return visit(schema, false);
}

function typeName(kind) {
  const names = {
    map: 'MapDocument',
    oob: 'OobDocument',
    scenario: 'ScenarioDocument',
    mod: 'ModManifest',
    'scenario-test': 'ScenarioTestDocument',
    campaign: 'CampaignDocument',
  };
  return names[kind];
}

/**
 * All document kinds are generated in one pass, from one schema whose definitions are
 * every kind's root and every shared definition, so a shared type (a place, a source) is
 * declared once.
 */
async function generate() {
  const files = (await readdir(schemaDir)).filter((f) => f.endsWith('.schema.json') && f !== 'common.schema.json').sort();
  const defs = {};
  const properties = {};
  for (const file of files) {
    const kind = file.replace('.schema.json', '');
    const { $defs: own = {}, $id: _id, $schema: _schema, ...root } = await bundle(JSON.parse(await readFile(path.join(schemaDir, file), 'utf8')));
    for (const [name, def] of Object.entries(own)) {
      if (name in defs && JSON.stringify(defs[name]) !== JSON.stringify(def))
        throw new Error(`Two schemas define \`${name}\` differently; rename one of them.`);
      defs[name] = def;
    }
    const name = typeName(kind);
    defs[name] = { ...root, title: name };
    properties[kind] = { $ref: `#/$defs/${name}` };
  }
  const combined = forTypes({
    title: 'Documents',
    description: 'Every kind of document, by kind.',
    type: 'object',
    additionalProperties: false,
    properties,
    $defs: defs,
  });
  const ts = await compile(combined, 'Documents', {
    cwd: schemaDir,
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
    $refOptions: { resolve: { http: false, https: false } },
  });
  return new Map([
    ['formats.ts', ts],
    ['index.ts', `${banner}\nexport type * from './formats';\n`],
  ]);
}

const check = process.argv.includes('--check');
const generated = await generate();
if (check) {
  const stale = [];
  for (const [name, text] of generated) {
    const current = await readFile(path.join(outDir, name), 'utf8').catch(() => null);
    if (current !== text) stale.push(name);
  }
  const present = await readdir(outDir).catch(() => []);
  for (const name of present) if (!generated.has(name)) stale.push(`${name} (no longer generated)`);
  if (stale.length > 0) {
    console.error(`The generated format types are stale: ${stale.join(', ')}.\nRun \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log(`Generated format types are up to date (${generated.size} files).`);
} else {
  await mkdir(outDir, { recursive: true });
  for (const [name, text] of generated) await writeFile(path.join(outDir, name), text);
  console.log(`Wrote ${generated.size} files to ${path.relative(root, outDir)}.`);
}
