// The app's outer frame (skip link, top bar, main region).
export { AppFrame } from './AppFrame';
