import { KsStudioTour } from './studio-tour.component';

export { KsStudioTour };
export { defaultTourSteps, TOUR_SEEN_KEY, type TourStep } from './studio-tour.component';
customElements.define('ks-studio-tour', KsStudioTour);

declare global {
  interface HTMLElementTagNameMap {
    'ks-studio-tour': KsStudioTour;
  }
}
