// Public entry of the mia module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { builtinAssistant } from './builtin/assistant.js';
export { createMiaEngine } from './engine.js';
export { miaRoutes } from './routes.js';
