/** What the studio page is asked to open, from its address (`?scenario=hundred-days-campaign`). */
export interface StudioOptions {
  readonly scenario?: string;
}

export function studioOptionsFromUrl(url: string): StudioOptions {
  const scenario = new URL(url).searchParams.get('scenario')?.trim();
  return scenario ? { scenario } : {};
}
