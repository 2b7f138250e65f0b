// A scenario's badges and its content notes, shared by the scenario screen and the attempt.
export { ContentNotes } from './ContentNotes';
export { ScenarioBadges } from './ScenarioBadges';
