import { LitElement, html, css } from 'lit';
import type { BackgroundImage, MapDocument } from '@kriegsspiel/formats';
import { backgroundImageRefusal } from '@kriegsspiel/formats';
import { backgroundPlacement, setMapBackground, type Editor } from '@kriegsspiel/editor-core';
import { EditorController } from '../../controllers/editor-controller';
import { KsAnnounceEvent } from '../../events';
import { sharedStyles } from '../shared.styles';
import { gridSettingsStyles } from '../grid-settings/grid-settings.styles';

/**
 * The map's background picture, for tracing a printed map: its file (next to the map,
 * inside the mod), where it sits (X and Y in map pixels), its scale, rotation and opacity.
 * Whether the file exists is
 * checked with the workspace's other problems. Each field is one undo step when it is changed; dragging the picture with the background
 * tool moves it too.
 *
 * @event ks-announce - Says why a value was not taken.
 */
export class KsBackgroundSettings extends LitElement {
  static override styles = [
    sharedStyles,
    gridSettingsStyles,
    css`
      .hint {
        color: var(--ks-text-muted, #555);
        margin: 0 0 8px;
      }
      .error {
        color: var(--ks-danger, #b3261e);
        margin: 4px 0;
      }
    `,
  ];

  static override properties = {
    editor: { attribute: false },
    path: { type: String },
    problem: { state: true },
    uploading: { state: true },
  };

  /** The editor holding the map. */
  declare editor: Editor | undefined;
  /** Workspace path of the map. */
  declare path: string;
  declare private problem: string | undefined;
  /** A picture is being copied into the mod. */
  declare private uploading: boolean;

  constructor() {
    super();
    this.path = '';
    this.uploading = false;
    new EditorController(this, () => this.editor);
  }

  private map(): MapDocument | undefined {
    return this.editor?.store.get(this.path, 'map')?.value;
  }

  /** The folder of the map's mod (where its `mod.json` is), or '' when the mod is not loaded. */
  private modFolder(): string {
    const mod = this.editor?.store.get(this.path)?.mod;
    const manifest = this.editor?.store.ofKind('mod').find((d) => d.value.id === mod);
    return manifest ? manifest.path.slice(0, manifest.path.lastIndexOf('/')) : '';
  }

  private write(background: BackgroundImage | undefined, label: string): void {
    if (!this.editor) return;
    this.problem = undefined;
    this.editor.run(setMapBackground, this.path, { background, label });
  }

  /** Sets the picture's file; a path outside the mod, or not a picture, is refused with the reason. */
  private setImage(input: HTMLInputElement): void {
    const image = input.value.trim();
    const map = this.map();
    if (!map) return;
    if (image === '') {
      this.write(undefined, 'Remove background');
      return;
    }
    const refusal = backgroundImageRefusal(this.path, image, this.modFolder());
    if (refusal) {
      this.problem = `Not changed: ${refusal}.`;
      this.dispatchEvent(new KsAnnounceEvent(this.problem));
      return;
    }
    this.write({ ...(map.background ?? {}), image }, map.background ? 'Change background image' : 'Add background');
  }

  /**
   * Copies a picture chosen on this computer into the mod, next to the map (under a new name
   * when one is taken: nothing is replaced), and makes it the background.
   */
  private async upload(input: HTMLInputElement): Promise<void> {
    const file = input.files?.[0];
    input.value = '';
    const map = this.map();
    if (!file || !map || !this.editor) return;
    const name = file.name.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '') || 'background.png';
    const folder = this.path.includes('/') ? this.path.slice(0, this.path.lastIndexOf('/')) : '';
    const refusal = backgroundImageRefusal(this.path, name, this.modFolder());
    if (refusal) {
      this.problem = `Not uploaded: ${refusal}.`;
      this.dispatchEvent(new KsAnnounceEvent(this.problem));
      return;
    }
    this.uploading = true;
    try {
      const written = await this.editor.uploadImage(folder, name, new Uint8Array(await file.arrayBuffer()));
      if (written === undefined) {
        this.problem = 'This workspace cannot take files: put the picture in the mod next to the map and name it above.';
        return;
      }
      this.write({ ...(this.map()?.background ?? {}), image: written }, map.background ? 'Change background image' : 'Add background');
      this.dispatchEvent(new KsAnnounceEvent(`Uploaded ${written} next to the map${written === name ? '' : ` (${name} was taken)`}`));
    } catch (e) {
      this.problem = `Not uploaded: ${(e as Error).message}.`;
      this.dispatchEvent(new KsAnnounceEvent(this.problem));
    } finally {
      this.uploading = false;
    }
  }

  /** Sets one number of the placement; the schema's range is checked by the editor, which says why it refused. */
  private setNumber(input: HTMLInputElement, label: string, change: (bg: BackgroundImage, n: number) => BackgroundImage): void {
    const background = this.map()?.background;
    const n = Number(input.value);
    if (!background) return;
    if (input.value.trim() === '' || !Number.isFinite(n)) {
      this.problem = `${label}: write a number.`;
      return;
    }
    this.write(change(background, n), `Set background ${label.toLowerCase()}`);
  }

  protected override render() {
    const map = this.map();
    if (!map) return html`<p>This map is not loaded.</p>`;
    const background = map.background;
    const at = background ? backgroundPlacement(background) : undefined;
    const number = (id: string, label: string, value: number | undefined, step: string, change: (bg: BackgroundImage, n: number) => BackgroundImage) =>
      html`<label for=${id}>${label}</label
        ><input
          id=${id}
          type="number"
          step=${step}
          ?disabled=${!background}
          .value=${value === undefined ? '' : String(value)}
          @change=${(e: Event) => this.setNumber(e.target as HTMLInputElement, label, change)}
        />`;
    return html`<h2>Background image</h2>
      <p class="hint">A scan or drawing of a printed map, under the grid, to trace terrain, roads and rivers from. Upload it, or put the file in the mod next to the map and name it.</p>
      <form aria-label="Background image" @submit=${(e: Event) => e.preventDefault()}>
        <fieldset>
          <legend>Picture</legend>
          <label for="image">File</label>
          <input id="image" placeholder="map-scan.png" .value=${background?.image ?? ''} @change=${(e: Event) => this.setImage(e.target as HTMLInputElement)} />
          <label for="upload">Upload</label>
          <input
            id="upload"
            type="file"
            accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
            ?disabled=${this.uploading}
            @change=${(e: Event) => void this.upload(e.target as HTMLInputElement)}
          />
          ${number('opacity', 'Opacity', at?.opacity, '0.05', (bg, n) => ({ ...bg, opacity: n }))}
        </fieldset>
        <fieldset>
          <legend>Placement</legend>
          ${number('x', 'X', at?.offset.x, '1', (bg, n) => ({ ...bg, offset: { x: n, y: backgroundPlacement(bg).offset.y } }))}
          ${number('y', 'Y', at?.offset.y, '1', (bg, n) => ({ ...bg, offset: { x: backgroundPlacement(bg).offset.x, y: n } }))}
          ${number('scale', 'Scale', at?.scale, '0.01', (bg, n) => ({ ...bg, scale: n }))}
          ${number('rotation', 'Rotation', at?.rotation, '0.1', (bg, n) => ({ ...bg, rotation: n }))}
        </fieldset>
        ${this.problem ? html`<p class="error" role="alert">${this.problem}</p>` : ''}
        <button type="button" ?disabled=${!background} @click=${() => this.write(undefined, 'Remove background')}>Remove background</button>
      </form>`;
  }
}
