import { LitElement, html, nothing } from 'lit';
import {
  deleteOobNode,
  describeReferences,
  editMembers,
  findReferences,
  importOobCsv,
  indexOob,
  moveOobNode,
  moveTargets,
  oobToCsvRows,
  planCsvImport,
  refusedNumbers,
  searchOob,
  type CsvImportPlan,
  type Editor,
  type OobIndex,
  type OobSearchResult,
  type Reference,
} from '@kriegsspiel/editor-core';
import type { Formation, OobDocument, Source, Unit } from '@kriegsspiel/formats';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent, KsNodeSelectEvent, type KsValuesChangeEvent } from '../../events';
import { oobContext, runOrAnnounce, type OobContext } from '../../data/document-context';
import { formatCsv, parseCsv } from '../../csv/csv-text';
import { deleteWithReferences } from '../../data/delete-with-references';
import type { KsDeleteDialog } from '../delete-dialog/delete-dialog.component';
import type { KsNewUnitDialog } from '../new-unit-dialog/new-unit-dialog.component';
import { sharedStyles } from '../shared.styles';
import { dialogStyles } from '../dialog.styles';
import { dataEditorStyles } from '../data-editor.styles';
import { oobTreeStyles } from './oob-tree.styles';

/** The kinds of node in the tree. */
export type OobNodeKind = 'side' | 'nationality' | 'formation' | 'unit';

/** One node of the tree as drawn. */
export interface OobTreeNode {
  readonly key: string;
  readonly kind: OobNodeKind;
  readonly id: string;
  readonly name: string;
  /** JSON pointer of the node in the document. */
  readonly pointer: string;
  /** True for leaders and headquarters. */
  readonly leader: boolean;
  readonly children: readonly OobTreeNode[];
}

const dragType = 'application/x-kriegsspiel-oob-node';

/** Builds the tree: sides, their nationalities, the formations and units of each, formations nested. */
export function oobTree(oob: OobDocument, index: OobIndex, leaderTypes: ReadonlySet<string>): OobTreeNode[] {
  const unitNode = (u: Unit): OobTreeNode => ({
    key: `unit:${u.id}`,
    kind: 'unit',
    id: u.id,
    name: u.name,
    pointer: index.units.get(u.id)?.pointer ?? '',
    leader: leaderTypes.has(u.type),
    children: [],
  });
  const formationNode = (f: Formation): OobTreeNode => ({
    key: `formation:${f.id}`,
    kind: 'formation',
    id: f.id,
    name: f.name,
    pointer: index.formations.get(f.id)?.pointer ?? '',
    leader: false,
    children: [...(f.units ?? []).map(unitNode), ...(f.formations ?? []).map(formationNode)],
  });
  const tops = [...index.formations.values()].filter((f) => f.path.length === 0);
  const loose = [...index.units.values()].filter((u) => u.path.length === 0);
  const placed = new Set<string>();
  const under = (side: string | undefined, nationality: string | undefined): OobTreeNode[] => {
    const out: OobTreeNode[] = [];
    for (const f of tops) {
      if (f.side !== side || f.nationality !== nationality || placed.has(f.formation.id)) continue;
      placed.add(f.formation.id);
      out.push(formationNode(f.formation));
    }
    for (const u of loose) {
      if (u.side !== side || u.nationality !== nationality || placed.has(u.unit.id)) continue;
      placed.add(u.unit.id);
      out.push(unitNode(u.unit));
    }
    return out;
  };
  const nodes: OobTreeNode[] = oob.sides.map((s, i) => ({
    key: `side:${s.id}`,
    kind: 'side' as const,
    id: s.id,
    name: s.name,
    pointer: `/sides/${i}`,
    leader: false,
    children: [
      ...(oob.nationalities ?? []).flatMap((n, j) =>
        n.side === s.id
          ? [
              {
                key: `nationality:${n.id}`,
                kind: 'nationality' as const,
                id: n.id,
                name: n.name,
                pointer: `/nationalities/${j}`,
                leader: false,
                children: under(s.id, n.id),
              },
            ]
          : [],
      ),
      ...under(s.id, undefined),
    ],
  }));
  // Anything on no side (terrain cards, markers) or on an undeclared one.
  const rest = [
    ...tops.filter((f) => !placed.has(f.formation.id)).map((f) => formationNode(f.formation)),
    ...loose.filter((u) => !placed.has(u.unit.id)).map((u) => unitNode(u.unit)),
  ];
  if (rest.length > 0) nodes.push({ key: 'side:', kind: 'side', id: '', name: 'On no side', pointer: '', leader: false, children: rest });
  return nodes;
}

/** Keeps the nodes a search found: matching units, and the formations, nationalities and sides above them. */
export function filterOobTree(nodes: readonly OobTreeNode[], found: OobSearchResult): OobTreeNode[] {
  return nodes.flatMap((node) => {
    if (node.kind === 'unit') return found.units.has(node.id) ? [node] : [];
    const children = filterOobTree(node.children, found);
    const keep = children.length > 0 || (node.kind === 'formation' && found.formations.has(node.id));
    return keep ? [{ ...node, children }] : [];
  });
}

interface VisibleRow {
  readonly node: OobTreeNode;
  readonly level: number;
  readonly parent?: OobTreeNode;
  readonly index: number;
  readonly count: number;
}

interface NotesForm {
  readonly key: string;
  notes: string;
  sources: Source[];
}

/**
 * The order of battle as a tree: sides, nationalities, formations (nested), units and
 * leaders. Keyboard as a WAI-ARIA tree (arrows, Home, End); drag a unit or formation onto a
 * formation to move it there, or onto a unit to put it before that unit (one undo step);
 * the details of the chosen node below: name, type, allegiance, values checked against the
 * ruleset's attribute schema, notes and sources. The order of battle exports to CSV and
 * imports from it, with a preview of the changes and of the rows refused, and the choice to
 * delete the units the file no longer lists. A unit or formation is deleted with the Delete
 * key, its Delete button or its context menu, after a dialog shows what refers to it (one
 * undo step, references included); "New unit…" makes one from scratch.
 *
 * @event ks-node-select - A node was chosen.
 * @event ks-announce - An import or a refused move to tell about.
 */
export class KsOobTree extends LitElement {
  static override styles = [sharedStyles, dataEditorStyles, dialogStyles, oobTreeStyles];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    selected: { type: String },
    query: { type: String },
    expanded: { state: true },
    notesForm: { state: true },
    plan: { state: true },
    dropKey: { state: true },
    menu: { state: true },
    dropMissing: { state: true },
  };

  /** The editor holding the order of battle. */
  declare editor: Editor | undefined;
  /** Workspace path of the order of battle. */
  declare path: string;
  /** Key of the chosen node (`unit:fr-inf-6`, `formation:fr-guard`). */
  declare selected: string | undefined;
  /** The search: only what it finds is shown, every formation open (see `searchOob`); empty shows all. */
  declare query: string;
  declare private expanded: Set<string> | undefined;
  declare private notesForm: NotesForm | undefined;
  declare private plan: { plan: CsvImportPlan; fileName: string; readErrors: readonly string[] } | undefined;
  declare private dropKey: string | undefined;
  /** The context menu open on a node, where the pointer was. */
  declare private menu: { key: string; x: number; y: number } | undefined;
  /** Units the CSV file does not list that the person chose to delete with the import. */
  declare private dropMissing: ReadonlySet<string>;
  private tabStop: string | undefined;

  constructor() {
    super();
    this.path = '';
    this.query = '';
    this.dropMissing = new Set();
    new EditorController(this, () => this.editor);
  }

  private context(): OobContext | undefined {
    return this.editor ? oobContext(this.editor, this.path) : undefined;
  }

  private tree(ctx: OobContext): OobTreeNode[] {
    const leaders = new Set([...ctx.types.values()].filter((t) => t.category === 'leader' || t.category === 'headquarters').map((t) => t.id));
    const tree = oobTree(ctx.oob, indexOob(ctx.oob), leaders);
    const found = searchOob(ctx.oob, this.query, ctx);
    return found ? filterOobTree(tree, found) : tree;
  }

  private isExpanded(node: OobTreeNode, level: number): boolean {
    // While searching, everything found is in sight.
    if (this.query.trim() !== '') return true;
    return this.expanded ? this.expanded.has(node.key) : level < 4;
  }

  private visible(nodes: readonly OobTreeNode[], level = 1, parent?: OobTreeNode, out: VisibleRow[] = []): VisibleRow[] {
    nodes.forEach((node, i) => {
      out.push({ node, level, parent, index: i + 1, count: nodes.length });
      if (node.children.length > 0 && this.isExpanded(node, level)) this.visible(node.children, level + 1, node, out);
    });
    return out;
  }

  private setExpanded(key: string, open: boolean, rows: readonly VisibleRow[]): void {
    const set = new Set(this.expanded ?? rows.filter((r) => r.node.children.length > 0 && this.isExpanded(r.node, r.level)).map((r) => r.node.key));
    if (open) set.add(key);
    else set.delete(key);
    this.expanded = set;
  }

  /** Chooses a node by key and moves the focus to it. */
  select(key: string, focus = false): void {
    this.selected = key;
    this.notesForm = undefined;
    const [kind, id] = key.split(':') as [OobNodeKind, string];
    this.dispatchEvent(new KsNodeSelectEvent(kind, id));
    void this.updateComplete.then(() => {
      const row = this.renderRoot.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
      row?.scrollIntoView?.({ block: 'nearest' });
      if (focus) row?.focus();
    });
  }

  /** Selects the unit or formation a JSON pointer is about, opening the formations above it. */
  reveal(pointer: string): void {
    const ctx = this.context();
    if (!ctx) return;
    const index = indexOob(ctx.oob);
    const within = (p: string) => pointer === p || pointer.startsWith(`${p}/`);
    const unit = [...index.units.values()].find((e) => within(e.pointer));
    const formation = [...index.formations.values()].filter((e) => within(e.pointer)).at(-1);
    const key = unit ? `unit:${unit.unit.id}` : formation ? `formation:${formation.formation.id}` : undefined;
    if (!key) return;
    const path = unit?.path ?? formation?.path ?? [];
    const nationality = unit?.nationality ?? formation?.nationality;
    const side = unit?.side ?? formation?.side;
    const rows = this.visible(this.tree(ctx));
    const open = new Set(this.expanded ?? rows.filter((r) => r.node.children.length > 0 && this.isExpanded(r.node, r.level)).map((r) => r.node.key));
    [`side:${side ?? ''}`, `nationality:${nationality}`, ...path.map((f) => `formation:${f}`)].forEach((k) => open.add(k));
    this.expanded = open;
    this.select(key);
  }

  private onKeyDown(e: KeyboardEvent, rows: readonly VisibleRow[]): void {
    const at = rows.findIndex((r) => r.node.key === this.selected);
    const row = rows[at];
    const go = (i: number) => {
      const target = rows[Math.max(0, Math.min(rows.length - 1, i))];
      if (target) this.select(target.node.key, true);
    };
    switch (e.key) {
      case 'ArrowDown':
        go(at + 1);
        break;
      case 'ArrowUp':
        go(at - 1);
        break;
      case 'Home':
        go(0);
        break;
      case 'End':
        go(rows.length - 1);
        break;
      case 'ArrowRight':
        if (row && row.node.children.length > 0) {
          if (!this.isExpanded(row.node, row.level)) this.setExpanded(row.node.key, true, rows);
          else go(at + 1);
        }
        break;
      case 'ArrowLeft':
        if (row && row.node.children.length > 0 && this.isExpanded(row.node, row.level)) this.setExpanded(row.node.key, false, rows);
        else if (row?.parent) this.select(row.parent.key, true);
        break;
      case 'Delete':
      case 'Backspace':
        if (!row || (row.node.kind !== 'unit' && row.node.kind !== 'formation')) return;
        void this.deleteNode(row.node.key);
        break;
      case 'ContextMenu':
        if (row) this.openMenu(row.node.key);
        break;
      default:
        return;
    }
    e.preventDefault();
  }

  /** What refers to a unit or formation of this order of battle. */
  referencesTo(kind: 'unit' | 'formation', id: string): Reference[] {
    const ctx = this.context();
    return ctx && this.editor ? findReferences(this.editor.store.all(), { kind, oob: ctx.oob.id, id }) : [];
  }

  /** Asks, showing what refers to it, then deletes a unit or formation with those references (one undo step). Resolves true when deleted. */
  async deleteNode(key: string): Promise<boolean> {
    this.menu = undefined;
    const ctx = this.context();
    const editor = this.editor;
    const [kind, id] = key.split(':') as [OobNodeKind, string];
    if (!ctx || !editor || (kind !== 'unit' && kind !== 'formation')) return false;
    const index = indexOob(ctx.oob);
    const name = kind === 'unit' ? index.units.get(id)?.unit.name : index.formations.get(id)?.formation.name;
    if (name === undefined) return false;
    const inside = kind === 'formation' ? [...index.units.values()].filter((e) => e.path.includes(id)).length : 0;
    const references = this.referencesTo(kind, id);
    const dialog = this.renderRoot.querySelector<KsDeleteDialog>('ks-delete-dialog');
    const what = `${kind} ${name} (${id})`;
    const yes = await dialog?.ask({ what, detail: inside > 0 ? `Its ${inside} ${inside === 1 ? 'unit goes' : 'units go'} with it.` : undefined, references });
    if (!yes) return false;
    // Choose what was next to it, so that the keyboard carries on from there.
    const rows = this.visible(this.tree(ctx));
    const at = rows.findIndex((r) => r.node.key === key);
    const next = rows.slice(at + 1).find((r) => r.level <= (rows[at]?.level ?? 0)) ?? rows[at - 1];
    const done = runOrAnnounce(this, () =>
      deleteWithReferences(editor, `Delete ${name}`, references, () => editor.run(deleteOobNode, this.path, { kind, id, name })),
    );
    if (!done) return false;
    const gone = references.filter((r) => r.removal).length;
    this.dispatchEvent(
      new KsAnnounceEvent(`Deleted ${what}${gone > 0 ? ` and ${gone} ${gone === 1 ? 'reference' : 'references'} to it` : ''}; Ctrl+Z brings it back`),
    );
    if (next) this.select(next.node.key, true);
    else this.selected = undefined;
    return true;
  }

  /** Makes a unit from scratch (in the chosen formation, or the chosen unit's) and selects it; resolves with its id. */
  async newUnit(formation?: string): Promise<string | undefined> {
    this.menu = undefined;
    const ctx = this.context();
    if (!ctx) return undefined;
    const [kind, id] = (this.selected ?? '').split(':');
    const within =
      formation ??
      (kind === 'formation'
        ? id
        : kind === 'unit'
          ? indexOob(ctx.oob)
              .units.get(id ?? '')
              ?.path.at(-1)
          : undefined);
    const made = await this.renderRoot.querySelector<KsNewUnitDialog>('ks-new-unit-dialog')?.ask(within);
    if (!made) return undefined;
    const entry = indexOob(this.context()?.oob ?? ctx.oob).units.get(made);
    if (entry) this.reveal(entry.pointer);
    this.dispatchEvent(new KsAnnounceEvent(`Made unit ${made}; set its values below`));
    return made;
  }

  private openMenu(key: string, at?: { x: number; y: number }): void {
    this.select(key);
    const row = this.renderRoot.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`);
    const rect = row?.getBoundingClientRect();
    const host = this.getBoundingClientRect();
    const x = (at?.x ?? (rect ? rect.left + 24 : host.left)) - host.left;
    const y = (at?.y ?? (rect ? rect.bottom : host.top)) - host.top;
    this.menu = { key, x, y };
    void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('.context-menu [role="menuitem"]')?.focus());
  }

  private renderMenu() {
    const menu = this.menu;
    if (!menu) return nothing;
    const [kind, id] = menu.key.split(':') as [OobNodeKind, string];
    const deletable = kind === 'unit' || kind === 'formation';
    const close = () => {
      this.menu = undefined;
      this.renderRoot.querySelector<HTMLElement>(`[data-key="${CSS.escape(menu.key)}"]`)?.focus();
    };
    return html`<div
      class="context-menu"
      role="menu"
      aria-label="Actions"
      style=${`left: ${menu.x}px; top: ${menu.y}px`}
      @keydown=${(e: KeyboardEvent) => {
        const items = [...this.renderRoot.querySelectorAll<HTMLElement>('.context-menu [role="menuitem"]')];
        const at = items.indexOf(this.shadowRoot?.activeElement as HTMLElement);
        if (e.key === 'Escape') close();
        else if (e.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
        else if (e.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
        else return;
        e.preventDefault();
        e.stopPropagation();
      }}
      @focusout=${(e: FocusEvent) => {
        if (!(e.relatedTarget instanceof Node && (e.currentTarget as HTMLElement).contains(e.relatedTarget))) this.menu = undefined;
      }}
    >
      <button type="button" role="menuitem" @click=${() => void this.newUnit(kind === 'formation' ? id : undefined)}>New unit${kind === 'formation' ? ' here' : ''}…</button>
      ${deletable ? html`<button type="button" role="menuitem" class="danger" @click=${() => void this.deleteNode(menu.key)}>Delete ${kind}…</button>` : nothing}
    </div>`;
  }

  private move(kind: 'unit' | 'formation', id: string, to: string | undefined, index?: number): void {
    const ctx = this.context();
    const indexed = ctx ? indexOob(ctx.oob) : undefined;
    const name = kind === 'unit' ? indexed?.units.get(id)?.unit.name : indexed?.formations.get(id)?.formation.name;
    if (!runOrAnnounce(this, () => this.editor?.run(moveOobNode, this.path, { kind, id, to, index, name }))) return;
    // Show it where it went: open the formations above it.
    const moved = this.context()?.oob;
    const entry = moved ? (kind === 'unit' ? indexOob(moved).units.get(id) : indexOob(moved).formations.get(id)) : undefined;
    if (entry) this.reveal(entry.pointer);
  }

  private onDrop(e: DragEvent, target: VisibleRow): void {
    e.preventDefault();
    this.dropKey = undefined;
    const data = e.dataTransfer?.getData(dragType);
    if (!data) return;
    const { kind, id } = JSON.parse(data) as { kind: 'unit' | 'formation'; id: string };
    const ctx = this.context();
    if (!ctx) return;
    if (target.node.kind === 'formation') return this.move(kind, id, target.node.id);
    if (target.node.kind === 'unit') {
      // Dropped on a unit: before it, in its formation.
      const entry = indexOob(ctx.oob).units.get(target.node.id);
      const formation = entry?.path.at(-1);
      const list = formation ? indexOob(ctx.oob).formations.get(formation)?.formation.units : ctx.oob.units;
      const before = list?.findIndex((u) => u.id === target.node.id) ?? -1;
      const from = list?.findIndex((u) => u.id === id) ?? -1;
      if (kind === 'unit') this.move(kind, id, formation, from >= 0 && from < before ? before - 1 : before);
      else this.move(kind, id, formation);
    }
  }

  private renderRow(r: VisibleRow, rows: readonly VisibleRow[]) {
    const { node, level } = r;
    const open = node.children.length > 0 ? this.isExpanded(node, level) : undefined;
    const movable = node.kind === 'unit' || node.kind === 'formation';
    const droppable = node.kind === 'unit' || node.kind === 'formation';
    const focusable = this.tabStop === node.key;
    return html`<div
      role="treeitem"
      data-key=${node.key}
      class=${`node ${node.kind}${this.dropKey === node.key ? ' drop' : ''}`}
      aria-level=${level}
      aria-setsize=${r.count}
      aria-posinset=${r.index}
      aria-selected=${this.selected === node.key ? 'true' : 'false'}
      aria-expanded=${open === undefined ? nothing : open ? 'true' : 'false'}
      tabindex=${focusable ? 0 : -1}
      style=${`padding-left: ${(level - 1) * 16 + 4}px`}
      draggable=${movable ? 'true' : 'false'}
      @click=${() => this.select(node.key)}
      @contextmenu=${(e: MouseEvent) => {
        e.preventDefault();
        this.openMenu(node.key, { x: e.clientX, y: e.clientY });
      }}
      @dragstart=${(e: DragEvent) => {
        if (!movable) return;
        e.dataTransfer?.setData(dragType, JSON.stringify({ kind: node.kind, id: node.id }));
        e.dataTransfer?.setData('text/plain', node.id);
        if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
      }}
      @dragover=${(e: DragEvent) => {
        if (!droppable || !e.dataTransfer?.types.includes(dragType)) return;
        e.preventDefault();
        this.dropKey = node.key;
      }}
      @dragleave=${() => this.dropKey === node.key && (this.dropKey = undefined)}
      @drop=${(e: DragEvent) => this.onDrop(e, r)}
    >
      <span class="twisty" aria-hidden="true" @click=${(e: Event) => (e.stopPropagation(), open !== undefined && this.setExpanded(node.key, !open, rows))}>${open === undefined ? '' : open ? '▾' : '▸'}</span>
      <span class="kind" aria-hidden="true">${node.kind === 'unit' ? (node.leader ? '⚑' : '▪') : node.kind === 'formation' ? '▤' : node.kind === 'side' ? '◆' : '◇'}</span>
      <span class="label">${node.name}</span>
      <span class="id">${node.id}</span>
    </div>`;
  }

  // Details of the chosen node.

  private commit(pointer: string, changes: Record<string, unknown>, label: string): void {
    this.editor?.run(editMembers, this.path, { pointer, changes, label });
  }

  private textField(pointer: string, key: string, title: string, value: string | undefined, required = false) {
    const id = `detail-${key}`;
    return html`<label class="field"
      ><span>${title}</span>
      <input
        id=${id}
        .value=${value ?? ''}
        aria-required=${required ? 'true' : 'false'}
        @input=${(e: Event) => {
          const input = e.target as HTMLInputElement;
          input.setAttribute('aria-invalid', required && input.value.trim() === '' ? 'true' : 'false');
          input.setCustomValidity(required && input.value.trim() === '' ? `Give it a ${title.toLowerCase()}.` : '');
        }}
        @change=${(e: Event) => {
          const v = (e.target as HTMLInputElement).value.trim();
          if (required && v === '') return;
          this.commit(pointer, { [key]: v === '' ? undefined : v }, `Edit ${title.toLowerCase()}`);
        }}
    /></label>`;
  }

  private selectField(
    pointer: string,
    key: string,
    title: string,
    value: string | undefined,
    options: readonly { id: string; name: string }[],
    empty: string | undefined,
  ) {
    return html`<label class="field"
      ><span>${title}</span>
      <select id=${`detail-${key}`} @change=${(e: Event) => this.commit(pointer, { [key]: (e.target as HTMLSelectElement).value || undefined }, `Edit ${title.toLowerCase()}`)}>
        ${empty !== undefined ? html`<option value="" ?selected=${!value}>${empty}</option>` : nothing}
        ${options.map((o) => html`<option value=${o.id} ?selected=${value === o.id}>${o.name}</option>`)}
      </select></label
    >`;
  }

  private renderNotes(node: OobTreeNode, current: { notes?: string; sources?: Source[] }, withSources: boolean) {
    const form =
      this.notesForm?.key === node.key
        ? this.notesForm
        : { key: node.key, notes: current.notes ?? '', sources: (current.sources ?? []).map((s) => ({ ...s })) };
    const edit = (change: (f: NotesForm) => void) => {
      const next = { ...form, sources: form.sources.map((s) => ({ ...s })) };
      change(next);
      this.notesForm = next;
    };
    const missingTitle = form.sources.findIndex((s) => s.title.trim() === '');
    const cleaned = form.sources.map((s) => Object.fromEntries(Object.entries(s).filter(([, v]) => v !== '' && v !== undefined)) as unknown as Source);
    // The schema's word on each number of the sources (a year of 20145), shown at its field.
    const doc = this.editor?.store.get(this.path);
    const refused = new Map(
      withSources && doc && this.notesForm?.key === node.key
        ? refusedNumbers(doc.kind, doc.value, [{ op: 'add', path: `${node.pointer}/sources`, value: cleaned }]).map((p) => [p.pointer, p.message] as const)
        : [],
    );
    const fieldProblem = (i: number, k: string) => refused.get(`${node.pointer}/sources/${i}/${k}`);
    return html`<form
      class="notes"
      aria-label="Notes and sources"
      @submit=${(e: Event) => {
        e.preventDefault();
        if (missingTitle >= 0 || refused.size > 0) return;
        const sources = cleaned;
        this.commit(
          node.pointer,
          { notes: form.notes.trim() === '' ? undefined : form.notes, ...(withSources ? { sources: sources.length > 0 ? sources : undefined } : {}) },
          `Edit notes of ${node.name}`,
        );
        this.notesForm = undefined;
      }}
    >
      <label class="field"><span>Notes</span><textarea id="detail-notes" rows="3" .value=${form.notes} @input=${(e: Event) => edit((f) => (f.notes = (e.target as HTMLTextAreaElement).value))}></textarea></label>
      ${
        withSources
          ? html`<table aria-label="Sources">
            <thead>
              <tr><th>Title</th><th>Author</th><th>Year</th><th>Page</th><th>Address</th><th><span class="visually-hidden">Remove</span></th></tr>
            </thead>
            <tbody>
              ${form.sources.map(
                (s, i) => html`<tr>
                  ${(['title', 'author', 'year', 'page', 'url'] as const).map(
                    (k) => html`<td>
                      <input
                        aria-label=${`Source ${i + 1} ${k}`}
                        type=${k === 'year' ? 'number' : 'text'}
                        .value=${s[k] === undefined ? '' : String(s[k])}
                        aria-invalid=${(k === 'title' && s.title.trim() === '') || fieldProblem(i, k) ? 'true' : 'false'}
                        title=${fieldProblem(i, k) ?? nothing}
                        @input=${(e: Event) =>
                          edit((f) => {
                            const v = (e.target as HTMLInputElement).value;
                            (f.sources[i] as unknown as Record<string, unknown>)[k] = k === 'year' ? (v === '' ? undefined : Number(v)) : v;
                          })}
                      />
                    </td>`,
                  )}
                  <td><button type="button" class="small" aria-label=${`Remove source ${i + 1}`} @click=${() => edit((f) => f.sources.splice(i, 1))}>✕</button></td>
                </tr>`,
              )}
            </tbody>
          </table>
          <button type="button" class="small add-source" @click=${() => edit((f) => f.sources.push({ title: '' }))}>+ Source</button>`
          : nothing
      }
      ${missingTitle >= 0 ? html`<p class="message" role="alert">Source ${missingTitle + 1} needs a title.</p>` : nothing}
      ${[...refused.values()].map((message) => html`<p class="message field-problem" role="alert">${message}</p>`)}
      <div class="row">
        <button type="submit" class="primary" ?disabled=${this.notesForm?.key !== node.key || refused.size > 0}>Save notes${withSources ? ' and sources' : ''}</button>
        <button type="button" ?disabled=${this.notesForm?.key !== node.key} @click=${() => (this.notesForm = undefined)}>Revert</button>
      </div>
    </form>`;
  }

  private renderDeleteButton(node: OobTreeNode) {
    const refs = this.referencesTo(node.kind as 'unit' | 'formation', node.id);
    const summary = describeReferences(refs);
    return html`<p class="row delete-row">
      <button type="button" class="danger small" @click=${() => void this.deleteNode(node.key)}>Delete ${node.kind}…</button>
      <span class="hint">${summary ? `Used: ${summary.replace(/^used by /, '')}.` : 'Nothing refers to it.'}</span>
    </p>`;
  }

  private renderDetail(ctx: OobContext, node: OobTreeNode | undefined) {
    if (!node) return html`<p class="hint">Choose a unit or formation to see and edit it.</p>`;
    const oob = ctx.oob;
    const index = indexOob(oob);
    const nationalities = (oob.nationalities ?? []).map((n) => ({ id: n.id, name: n.name }));
    const sides = oob.sides.map((s) => ({ id: s.id, name: s.name }));
    if (node.kind === 'unit') {
      const entry = index.units.get(node.id);
      if (!entry) return nothing;
      const u = entry.unit;
      const targets = moveTargets(oob, 'unit', u.id);
      return html`<h2>${u.name} <span class="id">${u.id}</span></h2>
        <div class="grid">
          ${this.textField(node.pointer, 'name', 'Name', u.name, true)}
          ${this.selectField(
            node.pointer,
            'type',
            'Type',
            u.type,
            [...ctx.types.values()].map((t) => ({ id: t.id, name: t.name })),
            undefined,
          )}
          ${this.selectField(node.pointer, 'nationality', 'Nationality', u.nationality, nationalities, `(from formation${entry.nationality && !u.nationality ? `: ${entry.nationality}` : ''})`)}
          ${this.selectField(node.pointer, 'side', 'Side', u.side, sides, `(from nationality${entry.side && !u.side ? `: ${entry.side}` : ''})`)}
          <label class="field"
            ><span>Move to</span>
            <select id="detail-move" @change=${(e: Event) => this.move('unit', u.id, (e.target as HTMLSelectElement).value || undefined)}>
              <option value="" ?selected=${entry.path.length === 0}>(no formation)</option>
              ${targets.map((f) => html`<option value=${f.id} ?selected=${entry.path.at(-1) === f.id}>${f.name}</option>`)}
            </select></label
          >
        </div>
        ${u.template ? html`<p class="hint">Made from the blank piece ${u.template}.</p>` : nothing}
        ${this.renderDeleteButton(node)}
        <ks-values-editor .schemas=${ctx.schemas} .type=${u.type} .values=${u.values} @ks-values-change=${(e: KsValuesChangeEvent) => this.commit(node.pointer, { values: e.values }, `Edit values of ${u.name}`)}></ks-values-editor>
        ${this.renderNotes(node, u, true)}`;
    }
    if (node.kind === 'formation') {
      const entry = index.formations.get(node.id);
      if (!entry) return nothing;
      const f = entry.formation;
      const units = [...index.units.values()].filter((e) => e.path.includes(f.id)).map((e) => ({ id: e.unit.id, name: e.unit.name }));
      return html`<h2>${f.name} <span class="id">${f.id}</span></h2>
        <div class="grid">
          ${this.textField(node.pointer, 'name', 'Name', f.name, true)} ${this.textField(node.pointer, 'kind', 'Kind', f.kind)}
          ${this.selectField(node.pointer, 'nationality', 'Nationality', f.nationality, nationalities, '(inherited)')} ${this.selectField(node.pointer, 'side', 'Side', f.side, sides, '(inherited)')}
          ${this.selectField(node.pointer, 'commander', 'Commander', f.commander, units, '(none)')}
          <label class="field"
            ><span>Move to</span>
            <select id="detail-move" @change=${(e: Event) => this.move('formation', f.id, (e.target as HTMLSelectElement).value || undefined)}>
              <option value="" ?selected=${entry.path.length === 0}>(top level)</option>
              ${moveTargets(oob, 'formation', f.id).map((t) => html`<option value=${t.id} ?selected=${entry.path.at(-1) === t.id}>${t.name}</option>`)}
            </select></label
          >
        </div>
        ${this.renderDeleteButton(node)} ${this.renderNotes(node, f, true)}`;
    }
    if (node.kind === 'nationality') {
      const n = oob.nationalities?.find((x) => x.id === node.id);
      return html`<h2>${node.name} <span class="id">nationality ${node.id}</span></h2>
        <div class="grid">${this.textField(node.pointer, 'name', 'Name', n?.name, true)} ${this.selectField(node.pointer, 'side', 'Side', n?.side, sides, undefined)}</div>
        ${this.renderNotes(node, n ?? {}, false)}`;
    }
    const s = oob.sides.find((x) => x.id === node.id);
    return html`<h2>${node.name} <span class="id">side ${node.id}</span></h2>
      ${s ? html`<div class="grid">${this.textField(node.pointer, 'name', 'Name', s.name, true)}</div>${this.renderNotes(node, s, false)}` : nothing}`;
  }

  // CSV

  /** The order of battle as CSV text. */
  csvText(): string {
    const ctx = this.context();
    return ctx ? formatCsv(oobToCsvRows(ctx.oob, ctx)) : '';
  }

  private exportCsv(): void {
    const ctx = this.context();
    if (!ctx) return;
    const url = URL.createObjectURL(new Blob([this.csvText()], { type: 'text/csv' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${ctx.oob.id}.csv`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    this.dispatchEvent(new KsAnnounceEvent(`Exported ${indexOob(ctx.oob).units.size} units to ${ctx.oob.id}.csv`));
  }

  /** Reads CSV text and shows what importing it would change. */
  async previewImport(text: string, fileName = 'CSV'): Promise<void> {
    const ctx = this.context();
    if (!ctx) return;
    const parsed = parseCsv(text);
    this.plan = { plan: planCsvImport(ctx.oob, parsed.rows, ctx), fileName, readErrors: parsed.errors };
    this.dropMissing = new Set();
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLDialogElement>('dialog.import')?.showModal();
  }

  private applyImport(): void {
    const plan = this.plan;
    const editor = this.editor;
    if (!plan || !editor) return;
    const drop = plan.plan.notListed.filter((id) => this.dropMissing.has(id));
    const label = `Import ${plan.fileName}`;
    // The units the file dropped go with their references, in the import's one undo step.
    const references = drop.flatMap((id) => this.referencesTo('unit', id));
    deleteWithReferences(editor, label, references, () => {
      editor.run(importOobCsv, this.path, { changes: plan.plan.changes, fileName: plan.fileName });
      for (const id of drop) editor.run(deleteOobNode, this.path, { kind: 'unit', id });
    });
    const changes = plan.plan.changes.length;
    this.dispatchEvent(
      new KsAnnounceEvent(
        `Imported ${changes} ${changes === 1 ? 'change' : 'changes'} from ${plan.fileName}${drop.length > 0 ? `, deleted ${drop.length} ${drop.length === 1 ? 'unit' : 'units'} it does not list` : ''}`,
      ),
    );
    this.renderRoot.querySelector<HTMLDialogElement>('dialog.import')?.close();
    this.plan = undefined;
  }

  /** The units a CSV file does not list, each with what refers to it, to tick for deletion. */
  private renderMissing(ids: readonly string[]) {
    const ctx = this.context();
    if (!ctx || ids.length === 0) return nothing;
    const index = indexOob(ctx.oob);
    const toggle = (id: string, on: boolean) => {
      const next = new Set(this.dropMissing);
      if (on) next.add(id);
      else next.delete(id);
      this.dropMissing = next;
    };
    return html`<fieldset class="missing">
      <legend>Not in the file: delete them?</legend>
      <label class="row"
        ><input
          type="checkbox"
          id="missing-all"
          .checked=${this.dropMissing.size === ids.length}
          @change=${(e: Event) => (this.dropMissing = (e.target as HTMLInputElement).checked ? new Set(ids) : new Set())}
        />
        All ${ids.length}</label
      >
      <ul>
        ${ids.map((id) => {
          const summary = describeReferences(this.referencesTo('unit', id));
          return html`<li>
            <label class="row"
              ><input type="checkbox" data-missing=${id} .checked=${this.dropMissing.has(id)} @change=${(e: Event) => toggle(id, (e.target as HTMLInputElement).checked)} />
              ${index.units.get(id)?.unit.name ?? id} <span class="id">${id}</span></label
            >
            <span class="hint">${summary ? `${summary}: deleted with it` : 'nothing refers to it'}</span>
          </li>`;
        })}
      </ul>
    </fieldset>`;
  }

  private renderImportDialog() {
    const p = this.plan;
    const adds = p?.plan.changes.filter((c) => c.kind === 'add') ?? [];
    const updates = p?.plan.changes.filter((c) => c.kind === 'update') ?? [];
    return html`<dialog class="import" aria-labelledby="import-title" @close=${() => (this.plan = undefined)}>
      <h2 id="import-title">Import ${p?.fileName ?? 'CSV'}</h2>
      ${
        p
          ? html`<p>${adds.length} new ${adds.length === 1 ? 'unit' : 'units'}, ${updates.length} changed, ${p.plan.unchanged} unchanged${p.plan.problems.length > 0 ? html`, <strong>${p.plan.problems.length} ${p.plan.problems.length === 1 ? 'problem' : 'problems'}</strong> (those rows are left out)` : ''}.
              ${p.plan.notListed.length > 0 ? `${p.plan.notListed.length} ${p.plan.notListed.length === 1 ? 'unit' : 'units'} of the order of battle ${p.plan.notListed.length === 1 ? 'is' : 'are'} not in the file: ${this.dropMissing.size > 0 ? `${this.dropMissing.size} to delete, the rest stay` : 'they stay unless you tick them below'}.` : ''}</p>
            ${p.readErrors.length > 0 ? html`<ul class="problems">${p.readErrors.map((e) => html`<li>${e}</li>`)}</ul>` : nothing}
            ${
              p.plan.problems.length > 0
                ? html`<table class="problems" aria-label="Rows refused">
                  <thead><tr><th>Row</th><th>Column</th><th>What to do</th></tr></thead>
                  <tbody>${p.plan.problems.map((x) => html`<tr><td>${x.row}</td><td>${x.column ?? '—'}</td><td>${x.message}</td></tr>`)}</tbody>
                </table>`
                : nothing
            }
            ${this.renderMissing(p.plan.notListed)}
            ${
              p.plan.changes.length > 0
                ? html`<table aria-label="Changes">
                  <thead><tr><th>Row</th><th>Unit</th><th>Change</th></tr></thead>
                  <tbody>
                    ${p.plan.changes.map((c) => html`<tr><td>${c.row}</td><td>${c.unit.name} <span class="id">${c.id}</span></td><td>${c.kind === 'add' ? `new${c.formation ? ` in ${c.formation}` : ''}` : c.changed.join(', ')}</td></tr>`)}
                  </tbody>
                </table>`
                : nothing
            }`
          : nothing
      }
      <div class="actions">
        <button type="button" @click=${() => this.renderRoot.querySelector<HTMLDialogElement>('dialog.import')?.close()}>Cancel</button>
        <button type="button" class="primary" ?disabled=${!p || p.plan.changes.length + this.dropMissing.size === 0} @click=${() => this.applyImport()}>
          Import ${p?.plan.changes.length ?? 0} ${p?.plan.changes.length === 1 ? 'change' : 'changes'}${this.dropMissing.size > 0 ? `, delete ${this.dropMissing.size} ${this.dropMissing.size === 1 ? 'unit' : 'units'}` : ''}
        </button>
      </div>
    </dialog>`;
  }

  protected override render() {
    const ctx = this.context();
    if (!ctx) return html`<p class="hint">This order of battle is not loaded or not valid JSON.</p>`;
    const tree = this.tree(ctx);
    const rows = this.visible(tree);
    // The one node reached with Tab: the chosen one when in sight (a search may hide it), else the first.
    this.tabStop = rows.some((r) => r.node.key === this.selected) ? this.selected : rows[0]?.node.key;
    const all = (nodes: readonly OobTreeNode[]): OobTreeNode[] => nodes.flatMap((n) => [n, ...all(n.children)]);
    const selected = this.selected ? all(tree).find((n) => n.key === this.selected) : undefined;
    return html`
      <div class="toolbar row">
        <span class="hint">${indexOob(ctx.oob).units.size} units in ${indexOob(ctx.oob).formations.size} formations</span>
        <button type="button" id="new-unit" @click=${() => void this.newUnit()}>New unit…</button>
        <button type="button" @click=${() => this.exportCsv()}>Export CSV</button>
        <label class="file-button">
          <input
            type="file"
            accept=".csv,text/csv"
            class="visually-hidden"
            @change=${async (e: Event) => {
              const input = e.target as HTMLInputElement;
              const file = input.files?.[0];
              if (file) await this.previewImport(await file.text(), file.name);
              input.value = '';
            }}
          />
          <span>Import CSV…</span>
        </label>
      </div>
      <div class="body">
        <div class="tree" role="tree" aria-label=${`Order of battle ${ctx.oob.name}`} @keydown=${(e: KeyboardEvent) => this.onKeyDown(e, rows)}>
          ${rows.length === 0 && this.query.trim() !== '' ? html`<p class="hint empty">Nothing matches “${this.query.trim()}”.</p>` : rows.map((r) => this.renderRow(r, rows))}
        </div>
        <section class="detail" aria-label="Details">${this.renderDetail(ctx, selected)}</section>
      </div>
      ${this.renderImportDialog()} ${this.renderMenu()}
      <ks-delete-dialog></ks-delete-dialog>
      <ks-new-unit-dialog .editor=${this.editor} .path=${this.path}></ks-new-unit-dialog>
    `;
  }
}
