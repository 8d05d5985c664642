import type { Meta, StoryObj } from '@storybook/web-components-vite';
import './studio-tour';

const meta: Meta = { title: 'Shell/Tour', component: 'ks-studio-tour' };
export default meta;

/** The first stop of the first-run tour. */
export const FirstStep: StoryObj = {
  render: () => {
    const tour = document.createElement('ks-studio-tour');
    tour.start();
    return tour;
  },
};
