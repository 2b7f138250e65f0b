// A checklist option (box, name, help line).
export { CheckOption } from './CheckOption';
