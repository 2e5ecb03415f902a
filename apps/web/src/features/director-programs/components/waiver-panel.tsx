import { useId, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { useQuery } from '@tanstack/react-query';
import {
  WAIVER_BODY_MAX,
  WAIVER_MESSAGES,
  WAIVER_PDF_ACCEPT,
  WAIVER_TITLE_MAX,
  waiverFileError,
  type Waiver,
} from '@camp/shared/waivers';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/form-support';
import { toast } from '../../../components/ui/toaster';
import { SignedCopyButton } from '../../../components/waivers/signed-copy-button';
import { uploadWaiverPdf } from '../api/direct-upload';
import {
  signaturesQueryOptions,
  useRemoveWaiverMutation,
  useSaveWaiverMutation,
  waiverQueryOptions,
  type WaiverSave,
} from '../api/waiver';

type Kind = 'text' | 'pdf';

interface Draft {
  title: string;
  kind: Kind;
  body: string;
  document: string;
  filename: string;
  required: boolean;
}

const draftOf = (w: Waiver | null): Draft => ({
  title: w?.title ?? 'Waiver and release',
  kind: w?.kind ?? 'text',
  body: w?.body ?? '',
  document: w?.document ?? '',
  filename: w?.document_filename ?? '',
  required: w?.required ?? true,
});

/** The first message of a refused call per field, and the rest for the form. */
function errorsOf(err: unknown): Record<string, string> {
  if (!(err instanceof ApiError)) return { form: failureMessage(err) };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(err.fieldErrors)) if (v[0]) out[k] = v[0];
  if (Object.keys(out).length === 0) out.form = err.message;
  return out;
}

/**
 * The program's Waiver tab: the waiver parents sign in the app at booking (written here or
 * uploaded as a PDF), whether a booking needs it signed, and the signatures collected.
 */
export function WaiverPanel({ programId }: { programId: number }) {
  const waiver = useQuery(waiverQueryOptions(programId));
  if (waiver.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading waiver" />
      </Box>
    );
  if (waiver.isError) return <Alert severity="error">{waiver.error.message}</Alert>;
  return (
    <Stack spacing={4}>
      <WaiverForm key={waiver.data?.id ?? 0} programId={programId} waiver={waiver.data} />
      <SignatureList programId={programId} />
    </Stack>
  );
}

function WaiverForm({ programId, waiver }: { programId: number; waiver: Waiver | null }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(waiver));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveWaiverMutation(programId);
  const remove = useRemoveWaiverMutation(programId);
  const id = useId();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function pick(file: File | undefined) {
    if (!file) return;
    const problem = waiverFileError(file);
    if (problem) {
      setErrors({ document: problem });
      return;
    }
    setUploading(true);
    try {
      set({ document: await uploadWaiverPdf(file), filename: file.name });
      setErrors({});
    } catch (err) {
      setErrors({ document: Object.values(errorsOf(err))[0] ?? 'File failed upload' });
    } finally {
      setUploading(false);
    }
  }

  async function submit() {
    const local: Record<string, string> = {};
    if (!draft.title.trim()) local.title = WAIVER_MESSAGES.titleRequired;
    if (draft.kind === 'text' && !draft.body.trim()) local.body = WAIVER_MESSAGES.documentRequired;
    if (draft.kind === 'pdf' && !draft.document) local.document = WAIVER_MESSAGES.documentRequired;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body: WaiverSave =
      draft.kind === 'text'
        ? { title: draft.title, required: draft.required, body: draft.body, document: null }
        : { title: draft.title, required: draft.required, body: null, document: draft.document };
    try {
      const saved = await save.mutateAsync(body);
      toast.success(
        saved && waiver && saved.version !== waiver.version
          ? `Saved as version ${saved.version}: parents sign it again before their next booking`
          : 'The waiver was saved',
        'Success',
      );
    } catch (err) {
      setErrors(errorsOf(err));
    }
  }

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Typography id={`${id}-heading`} variant="h6" component="h2" gutterBottom>
        Waiver signed in the app
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Parents read and sign it for each child once per season when they book. Changing the title
        or the document makes a new version, which parents sign again before their next booking.
        {waiver && ` Current: version ${waiver.version}.`}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Waiver title"
          required
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
          error={Boolean(errors.title)}
          helperText={errors.title}
          slotProps={{ htmlInput: { maxLength: WAIVER_TITLE_MAX } }}
        />
        <RadioGroup
          row
          aria-label="Waiver document"
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value as Kind })}
        >
          <FormControlLabel value="text" control={<Radio />} label="Write it here" />
          <FormControlLabel value="pdf" control={<Radio />} label="Upload a PDF" />
        </RadioGroup>
        {draft.kind === 'text' ? (
          <TextField
            label="Waiver text"
            multiline
            minRows={8}
            value={draft.body}
            onChange={(e) => set({ body: e.target.value })}
            error={Boolean(errors.body)}
            helperText={errors.body}
            slotProps={{ htmlInput: { maxLength: WAIVER_BODY_MAX } }}
          />
        ) : (
          <PdfPicker
            waiver={waiver}
            draft={draft}
            error={errors.document}
            uploading={uploading}
            onPick={(file) => void pick(file)}
          />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={draft.required}
              onChange={(e) => set({ required: e.target.checked })}
            />
          }
          label="Required: a booking cannot be paid until it is signed"
        />
        {errors.form && <Alert severity="error">{errors.form}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button type="submit" variant="contained" disabled={save.isPending || uploading}>
            Save waiver
          </Button>
          {waiver && (
            <Button
              color="error"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutateAsync().then(
                  () => toast.success('Parents are no longer asked to sign a waiver', 'Success'),
                  (err: unknown) => toast.error(failureMessage(err), 'Error'),
                )
              }
            >
              Stop asking for a signature
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}

function SignatureList({ programId }: { programId: number }) {
  const signatures = useQuery(signaturesQueryOptions(programId));
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-heading`}>
      <Typography id={`${id}-heading`} variant="h6" component="h2" gutterBottom>
        Signed waivers
      </Typography>
      {signatures.isPending ? (
        <CircularProgress aria-label="Loading signed waivers" />
      ) : signatures.isError ? (
        <Alert severity="error">{signatures.error.message}</Alert>
      ) : signatures.data.length === 0 ? (
        <Typography color="text.secondary">No waiver signed yet.</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {signatures.data.map((s) => (
            <Box
              component="li"
              key={s.id}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 2,
                display: 'flex',
                gap: 2,
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                alignItems: 'center',
              }}
            >
              <Box>
                <Typography sx={{ fontWeight: 600 }}>
                  {s.child_name}, {s.season} season
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Signed by {s.signer_name} on {s.signed_on} · version {s.waiver_version}
                  {s.current ? '' : ' (an earlier version)'}
                </Typography>
              </Box>
              <SignedCopyButton signature={s} />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** The PDF picker of the waiver form: uploads at once, shows the file kept or chosen. */
function PdfPicker({
  waiver,
  draft,
  error,
  uploading,
  onPick,
}: {
  waiver: Waiver | null;
  draft: Draft;
  error: string | undefined;
  uploading: boolean;
  onPick: (file: File | undefined) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <input
        ref={fileInput}
        type="file"
        accept={WAIVER_PDF_ACCEPT}
        hidden
        aria-label="Waiver PDF file"
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} aria-hidden /> : <UploadIcon />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
        >
          {draft.document ? 'Replace PDF' : 'Upload PDF'}
        </Button>
        {draft.filename && (
          <Typography variant="body2">
            {waiver?.document === draft.document && waiver.document_url ? (
              <Link href={waiver.document_url} target="_blank" rel="noopener">
                {draft.filename}
              </Link>
            ) : (
              draft.filename
            )}
          </Typography>
        )}
      </Stack>
      <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? 'A PDF of at most 5 MB'}
      </FormHelperText>
    </Box>
  );
}
