// The role gate for screens meant for some roles only.
export { OnlyFor, type GatedScreen } from './OnlyFor';
export { RolePage, type RoleScreen } from './RolePage';
