import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { WaiverSignature } from '@camp/shared/waivers';
import { downloadFile } from '../../lib/download';
import { failureMessage } from '../../lib/form-support';
import { toast } from '../ui/toaster';

/**
 * Downloads a signature's signed copy (PDF). The API serves it to the family that signed and
 * the program's director only, with the bearer token a plain link cannot carry.
 */
export function SignedCopyButton({ signature }: { signature: WaiverSignature }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
      disabled={busy}
      aria-label={`Download the signed copy for ${signature.child_name}, ${signature.season} season (PDF)`}
      onClick={() => {
        setBusy(true);
        downloadFile(signature.pdf_path, undefined, `waiver-${signature.id}.pdf`)
          .catch((err: unknown) => toast.error(failureMessage(err), 'Error'))
          .finally(() => setBusy(false));
      }}
    >
      Signed copy (PDF)
    </Button>
  );
}
