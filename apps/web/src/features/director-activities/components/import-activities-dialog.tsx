import { useId, useState, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNavigate } from 'react-router-dom';
import { BULK_UPLOAD_ACCEPT, bulkUploadFileError } from '@camp/shared/upload';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toaster';
import { ACTIVITIES_TEMPLATE_URL, useImportActivitiesMutation } from '../api/import-activities';
import { paths } from '../../../lib/paths';

export const IMPORT_TEXTS = {
  title: 'Upload activity with XLSX file',
  button: 'Upload activity',
  success: 'The file was successfully uploaded',
  failure: 'File failed upload',
  failureTitle: 'Error:',
} as const;

/** 'Error in {label}: {message}' for every message of the server's errors map. */
export function importErrorLines(errors: Record<string, string[]>): string[] {
  return Object.entries(errors)
    .filter(([label]) => label !== '_base')
    .flatMap(([label, messages]) => messages.map((m) => `Error in ${label}: ${m}`));
}

// Kept in the accessibility tree (unlike display:none) so the label's button names it.
const visuallyHidden = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

export interface ImportActivitiesDialogProps {
  open: boolean;
  programId: number;
  onClose: () => void;
  /** After the success toast (the page goes back to the program). */
  onUploaded: (count: number) => void;
}

/** The bulk upload dialog: template link, an .xlsx file input, and the server's row errors. */
export function ImportActivitiesDialog({
  open,
  programId,
  onClose,
  onUploaded,
}: ImportActivitiesDialogProps) {
  const titleId = useId();
  const fileErrorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const upload = useImportActivitiesMutation(programId);

  const reset = () => {
    setFile(null);
    setFileError(null);
    setServerErrors([]);
    upload.reset();
  };
  const close = () => {
    if (upload.isPending) return;
    reset();
    onClose();
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    // Picking the same file again after a fix must fire change again.
    event.target.value = '';
    setServerErrors([]);
    if (!picked) return;
    const error = bulkUploadFileError(picked);
    setFileError(error);
    setFile(error ? null : picked);
  };

  const submit = async () => {
    if (!file) return;
    setServerErrors([]);
    try {
      const result = await upload.mutateAsync(file);
      toast.success(IMPORT_TEXTS.success);
      reset();
      onUploaded(result.count);
    } catch (err) {
      const lines = err instanceof ApiError ? importErrorLines(err.fieldErrors) : [];
      if (lines.length > 0) setServerErrors(lines);
      else toast.error(IMPORT_TEXTS.failure, IMPORT_TEXTS.failureTitle);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{IMPORT_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Fill in one activity per row of the template, then upload the file. Every row is checked
          like the activity form; if any row has an error, nothing is imported.
        </DialogContentText>
        <Link href={ACTIVITIES_TEMPLATE_URL} download="activities-template.xlsx">
          Download the template
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 3 }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<UploadFileIcon />}
            disabled={upload.isPending}
          >
            Choose file
            <input
              type="file"
              accept={BULK_UPLOAD_ACCEPT}
              onChange={onPick}
              style={visuallyHidden}
              aria-describedby={fileError ? fileErrorId : undefined}
              aria-invalid={fileError ? true : undefined}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {file ? file.name : 'No file chosen (.xlsx only)'}
          </Typography>
        </Box>
        {fileError && (
          <Typography id={fileErrorId} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {fileError}
          </Typography>
        )}
        {serverErrors.length > 0 && (
          <Alert severity="error" sx={{ mt: 2 }} role="alert">
            <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Errors in the file">
              {serverErrors.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </Box>
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={close} variant="outlined" disabled={upload.isPending}>
          Cancel
        </Button>
        <Button
          onClick={() => void submit()}
          variant="contained"
          disabled={!file || upload.isPending}
        >
          {upload.isPending ? 'Uploading…' : 'Upload'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The create-activity page's 'Upload activity' button with its dialog; after an upload the
 * director goes back to the program's activities.
 */
export function UploadActivityButton({ programId }: { programId: number }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
        {IMPORT_TEXTS.button}
      </Button>
      <ImportActivitiesDialog
        open={open}
        programId={programId}
        onClose={() => setOpen(false)}
        onUploaded={() => {
          setOpen(false);
          void navigate(paths.director.programActivities(programId));
        }}
      />
    </>
  );
}
