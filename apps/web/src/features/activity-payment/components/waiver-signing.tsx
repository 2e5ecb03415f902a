import { SectionCard } from '../../../components/ui/section-card';
import { useCallback, useId, useRef } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Link,
  Stack,
  TextField,
  Typography,
  type SxProps,
  type Theme,
} from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { SIGNER_NAME_MAX, WAIVER_MESSAGES, type ItineraryWaiver } from '@camp/shared/waivers';
import { applyServerErrors } from '../../../lib/form-support';
import { toast } from '../../../components/ui/toaster';
import { StatusChip } from '../../../components/ui/status-chip';
import { SignedCopyButton } from '../../../components/waivers/signed-copy-button';
import { useSignWaiverMutation } from '../api/waivers';

/** The signer's own calendar day (their time zone), as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The waivers still to sign before paying: required ones without a signature. */
export const unsignedRequired = (waivers: readonly ItineraryWaiver[]) =>
  waivers.filter((w) => w.waiver.required && !w.signature);

/**
 * An itinerary's waivers (on its payment summary, and per child on the family checkout): each
 * program's document (its text, or its PDF to open), and for the child either the signature
 * kept, with the signed copy, or the form to sign it: the typed full name, today's date and the
 * agreement.
 */
export function WaiverSigning({
  itineraryId,
  childName,
  waivers,
  title = 'Waivers',
  sx,
}: {
  itineraryId: number;
  childName: string | null;
  waivers: readonly ItineraryWaiver[];
  title?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <SectionCard title={title} sx={sx}>
      <Typography color="text.secondary" variant="body2">
        Read each program’s waiver and sign it for {childName ?? 'your child'}: once per program and
        season. A required waiver must be signed before you pay.
      </Typography>
      {waivers.map((w) => (
        <WaiverCard
          key={`${w.program_id}:${w.season}`}
          itineraryId={itineraryId}
          childName={childName}
          entry={w}
        />
      ))}
    </SectionCard>
  );
}

interface SignValues {
  signer_name: string;
  agree: boolean;
}

function WaiverCard({
  itineraryId,
  childName,
  entry,
}: {
  itineraryId: number;
  childName: string | null;
  entry: ItineraryWaiver;
}) {
  const id = useId();
  const { waiver, signature } = entry;
  // Signing replaces the form with the signature: the focus moves there, not lost with the form.
  const focusSigned = useRef(false);
  const signedRef = useCallback((el: HTMLDivElement | null) => {
    if (!el || !focusSigned.current) return;
    focusSigned.current = false;
    el.focus();
  }, []);
  return (
    <Box
      component="article"
      aria-labelledby={`${id}-title`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {entry.program_name}: {waiver.title}
        </Typography>
        <StatusChip
          size="small"
          label={waiver.required ? 'Required' : 'Optional'}
          tone={waiver.required ? 'warning' : 'default'}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {entry.season} season · version {waiver.version} · for {entry.activity_names.join(', ')}
      </Typography>
      {waiver.kind === 'text' ? (
        <Box
          role="region"
          aria-label={`${waiver.title} text`}
          tabIndex={0}
          sx={{
            maxHeight: 220,
            overflowY: 'auto',
            whiteSpace: 'pre-wrap',
            bgcolor: 'grey.50',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            p: 1.5,
            mb: 2,
            typography: 'body2',
          }}
        >
          {waiver.body}
        </Box>
      ) : (
        <Typography sx={{ mb: 2 }}>
          <Link href={waiver.document_url ?? undefined} target="_blank" rel="noopener">
            Read the waiver (PDF, opens in a new tab)
          </Link>
        </Typography>
      )}
      {signature ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Alert ref={signedRef} tabIndex={-1} severity="success" sx={{ flex: 1 }}>
            Signed by {signature.signer_name} on {signature.signed_on} for{' '}
            {signature.child_name || childName}
          </Alert>
          <SignedCopyButton signature={signature} />
        </Stack>
      ) : (
        <SignForm
          itineraryId={itineraryId}
          childName={childName}
          entry={entry}
          onSigning={(signing) => {
            focusSigned.current = signing;
          }}
        />
      )}
    </Box>
  );
}

function SignForm({
  itineraryId,
  childName,
  entry,
  onSigning,
}: {
  itineraryId: number;
  childName: string | null;
  entry: ItineraryWaiver;
  /** True as the signature is sent, false when it was refused. */
  onSigning: (signing: boolean) => void;
}) {
  const sign = useSignWaiverMutation(itineraryId);
  const today = localToday();
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignValues>({ defaultValues: { signer_name: '', agree: false } });
  const submit = handleSubmit(async (values) => {
    onSigning(true);
    try {
      await sign.mutateAsync({
        program_id: entry.program_id,
        season: entry.season,
        waiver_version: entry.waiver.version,
        signer_name: values.signer_name.trim(),
        signed_on: today,
        agree: true,
      });
      toast.success(`The waiver of ${entry.program_name} is signed`, 'Success');
    } catch (err) {
      onSigning(false);
      applyServerErrors(err, setError, ['signer_name', 'agree']);
    }
  });
  return (
    <Box
      component="form"
      noValidate
      aria-label={`Sign the waiver of ${entry.program_name}`}
      onSubmit={(e) => void submit(e)}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={control}
          name="signer_name"
          rules={{
            validate: (v) => v.trim() !== '' || WAIVER_MESSAGES.signerNameRequired,
          }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label="Full name (your typed signature)"
              required
              autoComplete="name"
              sx={{ flex: 2 }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { maxLength: SIGNER_NAME_MAX } }}
            />
          )}
        />
        <TextField
          label="Date"
          value={today}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </Stack>
      <Controller
        control={control}
        name="agree"
        rules={{ validate: (v) => v || WAIVER_MESSAGES.agreeRequired }}
        render={({ field, fieldState }) => (
          <Box>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                />
              }
              label={`I have read this waiver and agree to it on behalf of ${childName ?? 'my child'}`}
            />
            {fieldState.error && (
              <FormHelperText error role="alert">
                {fieldState.error.message}
              </FormHelperText>
            )}
          </Box>
        )}
      />
      {errors.root?.server?.message && <Alert severity="error">{errors.root.server.message}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Sign waiver
        </Button>
      </Box>
    </Box>
  );
}
