import { useEffect, useId, useRef, useState } from 'react';
import { Avatar, Box, Button, CircularProgress, FormHelperText, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { LOGO_ACCEPT, LOGO_HINT, logoFileError } from '@camp/shared/upload';
import { ApiError } from '../../../lib/api-client';
import { directUpload } from '../api/direct-upload';

export interface LogoUploadProps {
  label?: string;
  /** signed_id of the current logo ('' for none). */
  value: string;
  /** Where the current logo is served, when it was loaded with the record. */
  currentUrl?: string | null;
  onChange: (signedId: string) => void;
  /** A message from the form (e.g. the server refused the signed_id). */
  error?: string | undefined;
  disabled?: boolean;
  /** The upload itself; tests and other stores may pass their own. */
  upload?: (file: File) => Promise<string>;
}

function uploadFailure(err: unknown): string {
  if (err instanceof ApiError) {
    const first = Object.values(err.fieldErrors).flat()[0];
    return first ?? err.message;
  }
  return 'File failed upload';
}

/**
 * A logo picker that uploads at once (direct upload) and hands the signed_id to the form. The
 * file's type and size are checked here first with the shared rule, then again by the server
 * on the bytes themselves.
 */
export function LogoUpload({
  label = 'Logo',
  value,
  currentUrl,
  onChange,
  error,
  disabled = false,
  upload = directUpload,
}: LogoUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function pick(file: File | undefined) {
    if (!file) return;
    const problem = logoFileError(file);
    if (problem) {
      setLocalError(problem);
      return;
    }
    setLocalError(null);
    setBusy(true);
    try {
      const signedId = await upload(file);
      setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
      onChange(signedId);
    } catch (err) {
      setLocalError(uploadFailure(err));
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  const shown = value ? (preview ?? currentUrl ?? null) : null;
  const message = localError ?? error;
  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Avatar
          variant="rounded"
          src={shown ?? undefined}
          alt={shown ? 'Current logo' : ''}
          sx={{ width: 72, height: 72, bgcolor: 'grey.100', color: 'text.secondary' }}
        >
          {busy ? <CircularProgress size={24} aria-label="Uploading logo" /> : 'Logo'}
        </Avatar>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          accept={LOGO_ACCEPT}
          hidden
          disabled={disabled || busy}
          aria-describedby={`${id}-help`}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={disabled || busy}
          onClick={() => inputRef.current?.click()}
        >
          {value ? 'Change logo' : 'Upload logo'}
        </Button>
        {value && (
          <Button
            color="inherit"
            disabled={disabled || busy}
            onClick={() => {
              setPreview(null);
              onChange('');
            }}
          >
            Remove logo
          </Button>
        )}
      </Box>
      <FormHelperText
        id={`${id}-help`}
        error={Boolean(message)}
        role={message ? 'alert' : undefined}
      >
        {message ?? LOGO_HINT}
      </FormHelperText>
    </Box>
  );
}
