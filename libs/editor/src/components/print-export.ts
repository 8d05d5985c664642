// How the studio hands a printable file to the person: as a download, or in a window with
// the browser's print dialog (where "Save as PDF" makes a PDF). The counter sheet and the
// set-up sheet both go this way.

/** Saves `text` as a file named `name` (a download). */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Opens an HTML page in a new window and the print dialog; false when the browser blocked the window. */
export function printHtml(page: string): boolean {
  const w = window.open('', '_blank');
  if (!w) return false;
  w.document.write(page);
  w.document.close();
  w.focus();
  w.print();
  return true;
}
