import type { Preview } from '@storybook/web-components-vite';
import '../src/styles/theme.css';

const preview: Preview = {
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
