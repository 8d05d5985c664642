import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/web-components-vite';
import { modFilesPlugin } from '../mod-files.vite.ts';

// npm may keep the framework inside this workspace's node_modules; Storybook's core (at
// the root) then cannot find it by name, so it gets the absolute folder.
const framework = path.dirname(fileURLToPath(import.meta.resolve('@storybook/web-components-vite/package.json')));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.ts'],
  framework: { name: framework as '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The mods' data files the stories show, in one module (see mod-files.vite.ts).
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), modFilesPlugin()] }),
};

export default config;
