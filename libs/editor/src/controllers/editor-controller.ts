// A reactive controller that re-renders its host whenever the editor's documents or
// history change (Shoelace/Lit style: behaviour as a controller created in a field).
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Editor, EditorEvent } from '@kriegsspiel/editor-core';

export class EditorController implements ReactiveController {
  private stop: (() => void) | undefined;
  private current: Editor | undefined;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly editorOf: () => Editor | undefined,
    private readonly onEvent: (event: EditorEvent) => void = () => undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.sync();
  }

  hostUpdate(): void {
    this.sync();
  }

  hostDisconnected(): void {
    this.stop?.();
    this.stop = undefined;
    this.current = undefined;
  }

  private sync(): void {
    const editor = this.editorOf();
    if (editor === this.current) return;
    this.stop?.();
    this.current = editor;
    this.stop = editor?.subscribe((event) => {
      this.onEvent(event);
      this.host.requestUpdate();
    });
  }
}
