import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/web-components-vite';

// npm may keep the framework inside this workspace's node_modules; Storybook's core (at
// the root) then cannot find it by name, so it gets the absolute folder.
const framework = path.dirname(fileURLToPath(import.meta.resolve('@storybook/web-components-vite/package.json')));

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.ts'],
  framework: { name: framework as '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
