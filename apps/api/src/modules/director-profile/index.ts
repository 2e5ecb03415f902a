// Public entry of the director-profile module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { getDirectorProfile, updateDirectorProfile } from './service.js';
