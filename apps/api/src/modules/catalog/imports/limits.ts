// Limits and messages of the bulk activity import. The spec states only the .xlsx rule
// (BULK_UPLOAD_INVALID in @camp/shared/upload); the bounds below keep one request from
// monopolising the server.

/** Largest upload accepted. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** Most activity rows in one file. */
export const MAX_IMPORT_ROWS = 10_000;
/** How many labels an error answer lists at most (the rest are counted). */
export const MAX_ERROR_LABELS = 100;

/** Label of errors about the file as a whole ('Error in File: ...'). */
export const FILE_LABEL = 'File';
/** Label of errors about the header row. */
export const HEADER_LABEL = 'Row 1';

export const IMPORT_MESSAGES = {
  fileRequired: 'Choose an .xlsx file to upload',
  fileTooLarge: 'The file is too large (at most 10 MB)',
  contentTooLarge: 'The file expands to too much data to be a spreadsheet of activities',
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows (at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} activities per file)`,
  noRows: 'The file has no activities',
  unreadable: 'The file could not be read as a spreadsheet',
  columnMissing: (header: string) => `Column '${header}' is missing`,
  interestUnknown: (name: string) => `Interest '${name}' does not exist`,
  skillUnknown: (name: string) => `Skill development '${name}' does not exist`,
  skillNotOfInterests: (name: string) =>
    `Skill development '${name}' is not a skill of the chosen interests`,
  moreErrors: (n: number) =>
    `${n} more ${n === 1 ? 'error is' : 'errors are'} not listed; fix the ones above and upload again`,
} as const;
