// The module mod-files.vite.ts serves: every JSON file under mods/, as text, by workspace path.
declare module 'virtual:kriegsspiel-mod-files' {
  const files: Readonly<Record<string, string>>;
  export default files;
}
