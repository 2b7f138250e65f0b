// The card of one judge or local model in Settings.
export { SettingsCard } from './SettingsCard';
