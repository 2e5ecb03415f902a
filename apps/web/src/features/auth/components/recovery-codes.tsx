import { useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';

/**
 * The recovery codes, shown once: each signs in once when the authenticator app is not at hand.
 * Copy and download help to put them somewhere safe.
 */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `Camp Concierge recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'camp-concierge-recovery-codes.txt';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Box component="section" aria-labelledby="recovery-codes-title">
      <Typography id="recovery-codes-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        Your recovery codes
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        Save these codes now: they are shown only this once. Each one signs you in once if you lose
        your phone.
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          listStyle: 'none',
          p: 2,
          m: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: '12px',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: { xs: '0.95rem', sm: '1.05rem' },
        }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.2, mt: 2 }}>
        <Button variant="outlined" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
        <Button variant="outlined" onClick={download}>
          Download
        </Button>
      </Box>
    </Box>
  );
}
