// The app's button (tone, size, test id).
export { Button } from './Button';
