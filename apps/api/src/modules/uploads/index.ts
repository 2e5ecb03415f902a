// Public entry of the uploads module: what other modules and the app use of it.
// Nothing else in this folder is imported from outside it (.dependency-cruiser.cjs).

export { uploadRoutes } from './routes.js';
export { blobPath, findOwnedUpload, findUploadById, readUploadBytes } from './service.js';
