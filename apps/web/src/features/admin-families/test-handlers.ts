import type {
  FamilyDetails,
  FamilyEraseInput,
  FamilyListResponse,
  FamilyPackageInput,
} from '@camp/shared/admin-families';
import { apiRoute, type Answer } from '../../test-server';

/** The families endpoints, for this feature's tests. */
export const familiesApi = {
  list: (answer: Answer<null, FamilyListResponse>) =>
    apiRoute('get', '/api/v1/admins/families', answer),
  export: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/families/export', answer),
  details: (answer: Answer<null, FamilyDetails>) =>
    apiRoute('get', '/api/v1/admins/families/:id', answer),
  exportFamily: (answer: Answer<null, unknown>) =>
    apiRoute('get', '/api/v1/admins/families/:id/export', answer),
  erase: (answer: Answer<FamilyEraseInput, { message: string }>) =>
    apiRoute('post', '/api/v1/admins/families/:id/erasure', answer),
  package: (answer: Answer<FamilyPackageInput, FamilyDetails>) =>
    apiRoute('put', '/api/v1/admins/families/:id/package', answer),
};
